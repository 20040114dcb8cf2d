import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { applyBrandTheme } from '../brand/theme';
import { Footer } from './Footer';
import { FullScreenLoader } from './FullScreenLoader';
import { TopBar } from './TopBar';
import { useBrand } from './useBrand';

/** The page frame around every screen: top bar, main content, footer, and the full-screen loader. */
export function AppFrame() {
  const { theme } = useBrand();
  useEffect(() => {
    applyBrandTheme(theme, document.documentElement);
  }, [theme]);
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Footer />
      <FullScreenLoader />
    </div>
  );
}
