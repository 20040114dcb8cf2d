import type { OrgInfo } from '../../src/api/contract';
import { resolutionFailed, resolved } from '../../features/organization/organizationSlice';
import { initialPreAuthState } from '../../features/registration/preAuthSlice';
import { formatPercent, formatUsd } from '../../src/lib/money';
import { displayDateOf } from '../../src/lib/dates';
import { FIRST_LANGUAGE_WAIT_MS, setFormatLocale } from '../../src/lib/locale';
import { selectFirstLanguageLoading } from '../../features/locale/selectors';
import { initialLocaleState, localeActions, localeReducer } from '../../features/locale/localeSlice';
import { loadTranslator, translatorFor } from '../../src/i18n/translator';
import { MSG } from '../../features/registration/messages';
import { createFakeApi, startApp } from '../support/sagaHarness';

// The real loader unless a test says otherwise: a catalogue that fails, or one still on its way.
jest.mock('../../src/i18n/translator', () => {
  const actual = jest.requireActual<typeof import('../../src/i18n/translator')>('../../src/i18n/translator');
  return { ...actual, loadTranslator: jest.fn(actual.loadTranslator) };
});
const realLoadTranslator =
  jest.requireActual<typeof import('../../src/i18n/translator')>('../../src/i18n/translator').loadTranslator;

const orgInfo = (languages?: string[]) =>
  ({
    baseUrl: 'http://app.test',
    canonicalOrgCode: 'homeward',
    orgBrand: 'homeward',
    orgCode: 'homeward',
    orgMetaData: { companyInfo: languages ? { languages } : {}, products: {} },
    orgPricingData: [],
  }) as unknown as OrgInfo;

function start(
  options: {
    path?: string;
    browser?: string[];
    languages?: string[];
    stored?: 'en' | 'es';
    noOrganization?: true;
  } = {},
) {
  const documentLanguages: string[] = [];
  // What the server was told of the stored choice, in order (decision 387).
  const toldServer: (string | null)[] = [];
  // What the page went through, in order: `<html lang>` set, and the language settled (decision 381).
  const pageEvents: string[] = [];
  const app = startApp({
    api: createFakeApi({}).api,
    initialPath: options.path ?? '/account/heloc/register-v2',
    token: null,
    preloadedState: { preAuth: { ...initialPreAuthState, locale: options.stored ?? null } },
    page: {
      preferredLanguages: () => options.browser ?? ['en-US'],
      setDocumentLanguage: (language) => {
        documentLanguages.push(language);
        pageEvents.push(`lang ${language} (${app.store.getState().locale.active} active)`);
      },
      firstLanguageSettled: (locale) =>
        pageEvents.push(`settled in ${locale} (${app.store.getState().locale.active} active)`),
      tellServerLanguage: (chosen) => toldServer.push(chosen),
    },
  });
  app.store.dispatch(
    options.noOrganization
      ? resolutionFailed({ message: 'Private label data is missing', detail: 'no data block' })
      : resolved({ info: orgInfo(options.languages), pricing: {} }),
  );
  return { ...app, documentLanguages, pageEvents, toldServer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setFormatLocale('en');
  jest.useRealTimers();
});

describe('locale saga', () => {
  it('tells the server the stored choice at start and each new choice, and no choice as none (decision 387)', async () => {
    const chosen = start({ stored: 'es', languages: ['es'] });
    await settle();
    expect(chosen.toldServer).toEqual(['es', 'es']);
    chosen.store.dispatch(localeActions.requested({ locale: 'en', source: 'switch' }));
    await settle();
    expect(chosen.toldServer).toEqual(['es', 'es', 'en']);

    // A Spanish browser with nothing chosen: the server reads the browser's languages itself, told nothing is chosen.
    const browser = start({ browser: ['es-MX'], languages: ['es'] });
    await settle();
    expect(browser.toldServer).toEqual([null, null]);
    const link = start({ path: '/account/heloc/register-v2?lang=es' });
    await settle();
    expect(link.toldServer).toEqual([null, 'es']);
  });

  it('a page that may not set the cookie: reported, and the language still comes', async () => {
    const app = startApp({
      api: createFakeApi({}).api,
      initialPath: '/account/heloc/register-v2?lang=es',
      token: null,
      page: {
        preferredLanguages: () => ['en-US'],
        setDocumentLanguage: () => undefined,
        tellServerLanguage: () => {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      },
    });
    app.store.dispatch(resolved({ info: orgInfo(['es']), pricing: {} }));
    await settle();
    await settle();
    expect(app.store.getState().locale.active).toBe('es');
    expect(app.types()).toContain('diagnostics/failureCaught');
  });

  it('?lang=es loads the Spanish chunk, labels the page, formats for es-US and keeps the choice', async () => {
    const app = start({ path: '/account/heloc/register-v2?lang=es' });
    await settle();
    await settle();
    expect(app.store.getState().locale).toMatchObject({ active: 'es', requested: 'es', source: 'link' });
    expect(app.store.getState().preAuth.locale).toBe('es');
    expect(app.documentLanguages).toEqual(['es']);
    expect(translatorFor('es').t(MSG.required)).toBe('Obligatorio');
    expect(formatUsd(85000)).toBe('$85,000');
    expect(formatPercent(0.0799)).toMatch(/^7\.990\s?%$/);
    expect(displayDateOf('2026-03-05')).toBe('5 de marzo de 2026');
  });

  it("follows the browser's preferred language only where the organisation offers it", async () => {
    const offered = start({ browser: ['es-MX', 'en'], languages: ['es'] });
    await settle();
    await settle();
    expect(offered.store.getState().locale).toMatchObject({ active: 'es', source: 'browser' });
    // A preference is not a choice: nothing is stored for the next visit.
    expect(offered.store.getState().preAuth.locale).toBeNull();

    const notOffered = start({ browser: ['es-MX', 'en'] });
    await settle();
    expect(notOffered.store.getState().locale).toMatchObject({ active: 'en', source: 'default' });
    expect(notOffered.documentLanguages).toEqual([]);
  });

  it('starts in the stored choice, and the switch changes and stores it', async () => {
    const app = start({ stored: 'es', browser: ['en-US'] });
    await settle();
    await settle();
    expect(app.store.getState().locale).toMatchObject({ active: 'es', source: 'stored' });
    app.store.dispatch(localeActions.requested({ locale: 'en', source: 'switch' }));
    await settle();
    expect(app.store.getState().locale.active).toBe('en');
    expect(app.store.getState().preAuth.locale).toBe('en');
    expect(app.documentLanguages).toEqual(['es', 'en']);
    expect(formatUsd(1234.5, 2)).toBe('$1,234.50');
  });
});

describe('the page shown once its first language is settled (decision 381)', () => {
  it('English from the start: shown at once', async () => {
    const app = start();
    await settle();
    expect(app.pageEvents).toEqual(['settled in en (en active)']);
  });

  it('Spanish: shown once it is active, never before', async () => {
    const app = start({ stored: 'es' });
    await settle();
    await settle();
    expect(app.pageEvents).toEqual(['lang es (en active)', 'settled in es (es active)']);
  });

  it("a page without the organisation's data: settled in English, though the browser prefers Spanish", async () => {
    const app = start({ browser: ['es-MX'], noOrganization: true });
    await settle();
    expect(app.pageEvents).toEqual(['settled in en (en active)']);
  });

  it('a catalogue that fails: shown in English at once', async () => {
    jest.mocked(loadTranslator).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const app = start({ path: '/account/heloc/register-v2?lang=es' });
    await settle();
    await settle();
    expect(app.store.getState().locale).toMatchObject({ active: 'en', status: 'failed' });
    expect(app.pageEvents).toEqual(['settled in en (en active)']);
  });

  it('a catalogue still on its way: shown when the screens stop waiting for it, then changes when it comes', async () => {
    jest.useFakeTimers();
    let arrive = (): void => undefined;
    jest.mocked(loadTranslator).mockImplementationOnce(
      (locale) =>
        new Promise((resolve) => {
          arrive = () => {
            resolve(realLoadTranslator(locale));
          };
        }),
    );
    const app = start({ path: '/account/heloc/register-v2?lang=es' });
    await jest.advanceTimersByTimeAsync(FIRST_LANGUAGE_WAIT_MS - 1);
    expect(app.pageEvents).toEqual([]);
    expect(selectFirstLanguageLoading(app.store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(app.pageEvents).toEqual(['settled in en (en active)']);
    // One bound: a screen drawn from now on does not wait for the language again (decision 384).
    expect(selectFirstLanguageLoading(app.store.getState())).toBe(false);
    arrive();
    await jest.advanceTimersByTimeAsync(0);
    expect(app.store.getState().locale).toMatchObject({ active: 'es', status: 'idle' });
  });
});

describe('the first language late (decision 384)', () => {
  it("ends the screens' wait for a first language only, never for the borrower's own switch", () => {
    const loading = (source: 'link' | 'switch') =>
      localeReducer(initialLocaleState, localeActions.requested({ locale: 'es', source }));
    expect(localeReducer(loading('link'), localeActions.firstLanguageLate()).status).toBe('late');
    expect(localeReducer(loading('switch'), localeActions.firstLanguageLate()).status).toBe('loading');
    expect(localeReducer(initialLocaleState, localeActions.firstLanguageLate()).status).toBe('idle');
  });
});

describe('the Spanish translator', () => {
  it('reads validation messages kept in state in English, with their values, and leaves platform text as sent', async () => {
    const app = start({ path: '/?lang=es' });
    await settle();
    await settle();
    expect(app.store.getState().locale.active).toBe('es');
    const { text, t } = translatorFor('es');
    expect(text('Must be at least 19 years old')).toBe('Debe tener al menos 19 años');
    expect(text(MSG.invalidEmail)).toBe('Ingrese un correo electrónico válido');
    expect(text('Your appraisal is scheduled')).toBe('Your appraisal is scheduled');
    expect(t('Your details: step {current} of {total} – {name}', { current: 2, total: 5, name: 'X' })).toBe(
      'Sus datos: paso 2 de 5 – X',
    );
  });
});
