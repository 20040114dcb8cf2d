import { BrandLogo } from '../brand/BrandLogo';
import { useAppSelector } from '../../store/hooks';
import { useBrand } from './useBrand';

/** 000 §2.6: full-screen loader with the organisation's animated logo, shown while fetching or transitioning. */
export function FullScreenLoader() {
  const visible = useAppSelector((state) => state.loader.visible);
  const { theme } = useBrand();
  if (!visible) return null;
  return (
    <div className="full-screen-loader" role="status" aria-live="polite" data-testid="full-screen-loader">
      <BrandLogo theme={theme} size={72} className="loader-logo" />
      <p className="loader-message">Loading…</p>
    </div>
  );
}
