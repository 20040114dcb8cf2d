import { useEffect, useRef, useState } from 'react';
import { dismissed, stripMeasured } from '../../features/banners/bannersSlice';
import { selectVisibleBanners } from '../../features/banners/selectors';
import { BANNER_SPACE_PROPERTY } from '../../features/banners/stripSpace';
import { isDismissed } from '../../features/banners/rules';
import { bannersPaintedOnPage, forgetPaintedBanners } from '../../features/banners/included';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

/** The room the boot script gave the strip before first paint (0 when none). */
const roomGiven = (): number =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(BANNER_SPACE_PROPERTY)) || 0;

/**
 * 001 §2 banner strip. Banner text is untrusted: rendered as text, never as HTML. Its slot is always on the page and
 * keeps the room the strip had on the last visit until the list answers (decision 390), so a banner drawn then does
 * not push the screen down; a strip of another height is measured for the next visit. A list that failed shows no
 * banner (001 §8), so the room closes then, and is kept for the next visit. Where the page's server included the
 * banner files, the page painted the strip before its first paint (decision 430): the strip draws the painted list
 * until the list is in, so it hydrates what the page painted. A page the build did not prerender has no strip to
 * paint; its first render draws the included banners the same way (decision 431).
 */
export function BannerStrip() {
  const visible = useAppSelector(selectVisibleBanners);
  const dismissals = useAppSelector((state) => state.banners.dismissals);
  const error = useAppSelector((state) => state.banners.error);
  const status = useAppSelector((state) => state.banners.status);
  const dispatch = useAppDispatch();
  const { t } = useT();
  const slot = useRef<HTMLDivElement>(null);
  const settled = status === 'succeeded' || status === 'failed';
  // What the page painted before any script (decision 430), read once: drawn from the first render, so React takes
  // the painted strip over as its own (a banner can be dismissed at once), until the list is in.
  const [painted] = useState(bannersPaintedOnPage);
  useEffect(() => {
    if (settled) forgetPaintedBanners();
  }, [settled]);
  const banners = settled || painted === null ? visible : painted.filter((banner) => !isDismissed(banner, dismissals));
  useEffect(() => {
    const element = slot.current;
    // Only a list that answered says what the strip holds: one that failed (offline, say) shows no banner, but the
    // room kept on the device stays for the next visit, when the banner may well still be up.
    if (status !== 'succeeded' || element === null) return;
    const height = element.offsetHeight;
    if (height !== roomGiven()) dispatch(stripMeasured({ width: window.innerWidth, height }));
  }, [status, banners, dispatch]);
  return (
    <div ref={slot} className={settled ? 'banner-slot banner-slot-settled' : 'banner-slot'}>
      {error === null && banners.length > 0 ? (
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
      ) : null}
    </div>
  );
}
