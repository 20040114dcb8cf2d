import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ReplayViewerPage from './screens/ReplayViewerPage';
import '../../src/ui/base.css';

/** The standalone viewer for support (`npm run build:replay`, dist-replay/): no platform, no sagas, no network. */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ReplayViewerPage />
    </StrictMode>,
  );
}
