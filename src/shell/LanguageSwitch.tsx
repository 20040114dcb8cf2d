import { localeActions } from '../../features/locale/localeSlice';
import { selectShowLanguageSwitch } from '../../features/locale/selectors';
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
  if (!shown) return null;
  const other = locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={`link-button language-switch language-switch-${placement}`}
      lang={other}
      data-testid={`language-switch-${placement}`}
      onClick={() => dispatch(localeActions.requested({ locale: other, source: 'switch' }))}
    >
      {other === 'es' ? t('Español') : t('English')}
    </button>
  );
}
