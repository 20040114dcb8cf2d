import { BrandLogo } from '../brand/BrandLogo';
import { logoutRequested } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DASHBOARD_PATH, loginHref } from '../lib/url';
import { useBrand } from './useBrand';

/** 001 §2 top bar: logo to the company home; Login when signed out; Dashboard and Logout when signed in. */
export function TopBar() {
  const { theme, company } = useBrand();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const pathname = useAppSelector((state) => state.navigation.location?.pathname ?? '');
  const dispatch = useAppDispatch();
  return (
    <header className="top-bar">
      <a className="brand" href={company?.homeUrl ?? '/'}>
        <BrandLogo theme={theme} size={36} />
        <span className="brand-name">{theme.displayName}</span>
      </a>
      <nav aria-label="Account" className="top-bar-actions">
        {authenticated ? (
          <>
            <a className="button button-secondary" href={DASHBOARD_PATH}>
              Dashboard
            </a>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => dispatch(logoutRequested({ reason: 'userRequested' }))}
            >
              Logout
            </button>
          </>
        ) : (
          <a className="button button-secondary" href={loginHref(pathname)}>
            Login
          </a>
        )}
      </nav>
    </header>
  );
}
