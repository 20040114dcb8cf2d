import { call, cancel, delay, fork, put, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { resolutionFailed, resolved } from '../features/organization/organizationSlice';
import { localeActions } from '../features/locale/localeSlice';
import { selectActiveLocale, selectAllowedLocales } from '../features/locale/selectors';
import {
  DEFAULT_LOCALE,
  FIRST_LANGUAGE_WAIT_MS,
  parseLocale,
  preferredLocale,
  setFormatLocale,
} from '../src/lib/locale';
import { loadTranslator } from '../src/i18n/translator';
import type { RootState } from '../store/rootReducer';
import { useContext, type Page } from './context';
import { reportFailure } from './failureReport';

/**
 * The language to start in (issue 19): a `?lang=` link first, then the borrower's stored choice, then the browser's
 * preferred language where the organisation offers it, else English.
 */
export function* initialLocale() {
  const navigator = yield* useContext('navigator');
  const page = yield* useContext('page');
  const fromLink = parseLocale(new URLSearchParams(navigator.current().search).get('lang'));
  if (fromLink) return { locale: fromLink, source: 'link' as const };
  const stored = yield* select((state: RootState) => state.preAuth.locale);
  if (stored) return { locale: stored, source: 'stored' as const };
  // A page without the organisation's data offers English only: the language is settled then too, or a page waiting
  // for it (src/main.tsx, decision 384) would never show the private-label error.
  if ((yield* select((state: RootState) => state.organization.status)) === 'unresolved')
    yield* take([resolved, resolutionFailed]);
  const allowed = yield* select(selectAllowedLocales);
  const fromBrowser = preferredLocale(page?.preferredLanguages() ?? [], allowed);
  return { locale: fromBrowser ?? DEFAULT_LOCALE, source: fromBrowser ? ('browser' as const) : ('default' as const) };
}

/** The page shows once the screens stop waiting for the language (src/i18n/firstLanguage.ts), catalogue or not. */
function* showPageAfterBound(page: Page | undefined) {
  yield* delay(FIRST_LANGUAGE_WAIT_MS);
  // One bound for the page and its screens: a screen drawn after it (a page built in Spanish, drawn anew in English
  // when its catalogue is late, decision 384) does not wait for the language again.
  yield* put(localeActions.firstLanguageLate());
  page?.firstLanguageSettled?.(yield* select(selectActiveLocale));
}

/** Loads the language's catalogue chunk, then makes it the active one: formats, `<html lang>`, the screens. */
function* activate({ payload }: ReturnType<typeof localeActions.requested>) {
  const page = yield* useContext('page');
  const bound = yield* fork(showPageAfterBound, page);
  try {
    yield* call(loadTranslator, payload.locale);
  } catch (error: unknown) {
    yield* reportFailure(`Language catalogue: ${payload.locale}`, error);
    yield* put(localeActions.loadFailed({ locale: payload.locale }));
    yield* cancel(bound);
    page?.firstLanguageSettled?.(yield* select(selectActiveLocale));
    return;
  }
  setFormatLocale(payload.locale);
  page?.setDocumentLanguage(payload.locale);
  yield* put(localeActions.activated({ locale: payload.locale }));
  yield* cancel(bound);
  page?.firstLanguageSettled?.(payload.locale);
}

/**
 * The stored choice, told to the server as well (decision 387): it can read a cookie where it cannot read the device's
 * storage, and then answers a page built in the borrower's language rather than one held until the app redraws it.
 * Told at each start too, so a choice made before the cookie existed, or a cookie that expired, is told again.
 */
function* tellServerLanguage() {
  const page = yield* useContext('page');
  const chosen = yield* select((state: RootState) => state.preAuth.locale);
  try {
    page?.tellServerLanguage?.(chosen);
  } catch (error: unknown) {
    // A page that may not set cookies (a sandboxed frame): the server goes on by the browser's languages.
    yield* reportFailure('Language cookie', error);
  }
}

export function* localeSaga() {
  const page = yield* useContext('page');
  yield* takeLatest(localeActions.requested, activate);
  yield* call(tellServerLanguage);
  yield* takeEvery(localeActions.requested, tellServerLanguage);
  const initial = yield* call(initialLocale);
  if (initial.locale !== DEFAULT_LOCALE || initial.source === 'link') yield* put(localeActions.requested(initial));
  else page?.firstLanguageSettled?.(DEFAULT_LOCALE);
}
