import { localeActions } from '../../features/locale/localeSlice';
import { selectShowLanguageSwitch } from '../../features/locale/selectors';
import { ORG_PENDING_CLASS, useOrganizationPending } from './useBrand';
import { useT } from '../i18n/LocaleProvider';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * English / Español (issue 19). Switching changes only the language: no navigation, so the borrower stays on the same
 * screen with everything typed (the draft is in the store, a password in its field's state). Each name is written in
 * its own language and marked so, for screen readers.
 */
export function LanguageSwitch({ placement }: { placement: 'topBar' | 'registration' }) {
  const dispatch = useAppDispatch();
  const { t, locale } = useT();
  const shown = useAppSelector(selectShowLanguageSwitch);
  const organizationPending = useOrganizationPending();
  // Decision 392: the top bar's switch is drawn unseen until the organisation is known (a prerendered page), where the
  // boot script keeps its place for an organisation that offers Spanish; so it shows without moving the bar.
  const placeKept = !shown && organizationPending && placement === 'topBar';
  if (!shown && !placeKept) return null;
  const other = locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={`link-button language-switch language-switch-${placement}${placeKept ? ` ${ORG_PENDING_CLASS}` : ''}`}
      lang={other}
      {...(placeKept
        ? { 'aria-hidden': true, tabIndex: -1 }
        : {
            'data-testid': `language-switch-${placement}`,
            onClick: () => dispatch(localeActions.requested({ locale: other, source: 'switch' })),
          })}
    >
      {other === 'es' ? t('Español') : t('English')}
    </button>
  );
}
