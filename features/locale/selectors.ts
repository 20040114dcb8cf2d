import { DEFAULT_LOCALE, parseLocale, type Locale } from '../../src/lib/locale';
import type { OrganizationState } from '../organization/organizationSlice';
import type { LocaleState } from './localeSlice';

interface Slices {
  organization: OrganizationState;
  locale: LocaleState;
}

/** English always, and the languages the organisation offers (its `languages` setting, issue 19). */
export function selectAllowedLocales(state: Pick<Slices, 'organization'>): Locale[] {
  if (state.organization.status !== 'resolved') return [DEFAULT_LOCALE];
  const offered = state.organization.info.orgMetaData.companyInfo.languages ?? [];
  const locales = offered.map(parseLocale).filter((locale): locale is Locale => locale !== null);
  return [DEFAULT_LOCALE, ...locales.filter((locale) => locale !== DEFAULT_LOCALE)];
}

export const selectActiveLocale = (state: Pick<Slices, 'locale'>): Locale => state.locale.active;

/**
 * Whether the page's first language (a `?lang=` link, the stored choice, the browser's) is still loading: not the
 * borrower's own switch, whose screens stay in the old language until the new one is in (decision 205).
 */
export const selectFirstLanguageLoading = (state: Pick<Slices, 'locale'>): boolean =>
  state.locale.status === 'loading' && state.locale.source !== 'switch';

/** The switch shows where the organisation offers a second language, and always once the page is not in English. */
export const selectShowLanguageSwitch = (state: Slices): boolean =>
  state.locale.active !== DEFAULT_LOCALE || selectAllowedLocales(state).length > 1;
