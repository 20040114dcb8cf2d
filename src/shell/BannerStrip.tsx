import { dismissed } from '../../features/banners/bannersSlice';
import { selectVisibleBanners } from '../../features/banners/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

/** 001 §2 banner strip. Banner text is untrusted: rendered as text, never as HTML. */
export function BannerStrip() {
  const banners = useAppSelector(selectVisibleBanners);
  const error = useAppSelector((state) => state.banners.error);
  const dispatch = useAppDispatch();
  const { t } = useT();
  if (error !== null || banners.length === 0) return null;
  return (
    <section className="banner-strip" aria-label={t('Announcements')}>
      {banners.map((banner) => (
        <div key={banner.uuid} className={`banner banner-${banner.variant}`} data-testid="banner">
          <p className="banner-message">{banner.message}</p>
          {banner.dismissable !== false ? (
            <button
              type="button"
              className="banner-dismiss"
              aria-label={t('Dismiss announcement')}
              onClick={() => dispatch(dismissed({ uuid: banner.uuid }))}
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
