import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { applyBrandTheme } from '../../brand/theme';
import { themeFor } from '../../brand/registry';
import { Gallery } from './Gallery';
import '../base.css';
import './gallery.css';

/** The kit gallery (issue 14): its own webpack build (webpack.gallery.config.js), never part of the app's bundle. */
const brand = new URLSearchParams(window.location.search).get('brand') ?? 'homeward';
applyBrandTheme(themeFor(brand), document.documentElement);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <MemoryRouter>
      <Gallery brand={brand} />
    </MemoryRouter>,
  );
