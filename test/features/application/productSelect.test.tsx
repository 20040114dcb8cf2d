import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { areaEntered, loaded } from '../../../features/application/applicationSlice';
import { applicationStepsActions } from '../../../features/application/applicationStepsSlice';
import ProductSelect from '../../../features/application/screens/ProductSelect';
import { ApplicationFrame } from '../../../features/application/screens/ApplicationFrame';
import { localeActions } from '../../../features/locale/localeSlice';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import type { Offer, OfferGroup } from '../../../src/api/contractRegistration';
import { LocaleProvider } from '../../../src/i18n/LocaleProvider';
import { loadTranslator } from '../../../src/i18n/translator';
import { setFormatLocale } from '../../../src/lib/locale';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';
import { literalTexts } from '../../../tools/i18n-literals';
import { offer } from '../../fixtures/offers';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const PATH = `/account/heloc/${UUID}/product/select`;

const group: OfferGroup = {
  offersByType: {
    STANDARD: [
      offer({
        id: 'ten',
        discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.0875 }] as Offer['discountList'],
      }),
      offer({ id: 'thirty', term: 30, rate: 0.1, originationFee: 0.0499 }),
    ],
  },
  maxRecordingTax: 0,
  minRecordingTax: 0,
  costs: [],
  ofeeMaxThreshold: 4_000,
  maxDtiUnlimited: false,
  incomeRequestRecords: [],
  liabilities: [
    { id: 'l1', creditorName: 'ACME BANK', monetaryBalance: 5_000, payOff: { status: 'MARKED_FOR_PAYOFF' } },
  ] as OfferGroup['liabilities'],
};

const application = {
  uuid: UUID,
  loanNumber: 'HL00000001',
  status: { checklistStatus: 'OFFER_SELECTION' },
  property: { street1: '1 main st', city: 'austin', state: 'TX', zip: '78701', condition: 'GOOD' },
  adjustedHomeAmount: 500_000,
} as HelocApplication;

const reduce = (actions: UnknownAction[]): RootState =>
  actions.reduce<RootState>((s, action) => rootReducer(s, action), rootReducer(undefined, { type: '' }));

const areaWithApplication: UnknownAction[] = [
  areaEntered({ uuid: UUID }),
  loaded({ profile: { identityUuid: 'id-1', userType: 'BORROWER' } as Profile, application }),
];

function state(): RootState {
  return reduce([
    localeActions.requested({ locale: 'es', source: 'switch' }),
    localeActions.activated({ locale: 'es' }),
    ...areaWithApplication,
    applicationStepsActions.dataLoaded({ key: 'offers', data: group }),
  ]);
}

beforeAll(async () => {
  await loadTranslator('es');
  setFormatLocale('es');
});
afterAll(() => {
  setFormatLocale('en');
});

describe('the offers as they come in (issue 16)', () => {
  test('the store update that brings them commits with the placeholder still up; the chooser follows in a render of its own', () => {
    // Whether each commit of the screen had the chooser in it.
    const commits: boolean[] = [];
    const { store } = renderRoutes(
      [
        {
          path: '/account/heloc/:uuid/product/select',
          element: (
            <Profiler id="offers" onRender={() => commits.push(screen.queryByTestId('qualification') !== null)}>
              <ProductSelect />
            </Profiler>
          ),
        },
      ],
      PATH,
      reduce(areaWithApplication),
    );
    expect(screen.getByText('Loading your offers…')).toBeInTheDocument();
    commits.length = 0;
    act(() => {
      store.dispatch(applicationStepsActions.dataLoaded({ key: 'offers', data: group }));
    });
    // Rendered at once, the chooser would be in the first commit: the area's longest task on a phone.
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Compare your offers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your offers…')).toBeNull();
  });
});

describe('the offer screen in Spanish (issue 19)', () => {
  test('headings, figures and the frame read in Spanish, with the spec stage names translated', () => {
    renderRoutes(
      [
        {
          path: '/account/heloc/:uuid/product/select',
          element: (
            <LocaleProvider>
              <ApplicationFrame>
                <ProductSelect />
              </ApplicationFrame>
            </LocaleProvider>
          ),
        },
      ],
      PATH,
      state(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seleccione su oferta' })).toBeInTheDocument();
    expect(screen.getByText('Usted califica para')).toBeInTheDocument();
    expect(screen.getByText('Compare sus ofertas')).toBeInTheDocument();
    expect(screen.getByText(/^Para abrir esta línea, ACME BANK/)).toBeInTheDocument();
    expect(screen.getAllByText(/con el descuento por pago automático/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('application-summary')).toHaveTextContent('Su solicitud: paso 2 de 7 – Elegir oferta');
    expect(screen.getByText('Buena')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    // None of the English words of the screen is left.
    const body = document.body.textContent;
    for (const english of ['Select your offer', 'Monthly payment', 'Origination fee', 'Initial draw', 'Details', '/mo'])
      expect(body).not.toContain(english);
  });

  test.each(['ProductSelect', 'OfferChooser', 'OfferCards', 'DrawSummary', 'ProductConfirm'])(
    'the screen file %s writes no literal text (extraction check)',
    (file) => {
      expect(literalTexts(require.resolve(`../../../features/application/screens/${file}.tsx`))).toEqual([]);
    },
  );
});
