import { APP_ROUTES } from '../../../src/app/router';
import { ReplayViewer } from './ReplayViewer';

/** The viewer over the app's own routes: the in-app page (non-production) and the standalone build both load this. */
export default function ReplayViewerPage() {
  return <ReplayViewer routes={APP_ROUTES} />;
}
