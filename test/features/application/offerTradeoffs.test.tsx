import { screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { areaEntered, loaded } from '../../../features/application/applicationSlice';
import { applicationStepsActions } from '../../../features/application/applicationStepsSlice';
import ProductSelect from '../../../features/application/screens/ProductSelect';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import type { OfferGroup } from '../../../src/api/contractRegistration';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';
import { offer } from '../../fixtures/offers';

/** Issue 34: the offer cards name their trade-offs (APR, names of one term told apart, a buy-down in words). */

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const PATH = `/account/heloc/${UUID}/product/select`;
const LINE = { minDraw: 15_000, maxDraw: 286_000, max: 286_000 };

// The case: the buy-down's 4.99% fee buys a point off the 30-year rate.
const group: OfferGroup = {
  offersByType: {
    STANDARD: [
      offer({ ...LINE, id: 'standard-10y', term: 10, rate: 0.085, originationFee: 0.0199 }),
      offer({ ...LINE, id: 'standard-30y', term: 30, rate: 0.0925, originationFee: 0.0199 }),
    ],
    RATE_BUY_DOWN: [
      offer({
        ...LINE,
        id: 'rate-buy-down-30y',
        type: 'RATE_BUY_DOWN',
        term: 30,
        rate: 0.0825,
        originationFee: 0.0499,
      }),
    ],
  },
  maxRecordingTax: 0,
  minRecordingTax: 0,
  costs: [],
  ofeeMaxThreshold: 15_000,
  maxDtiUnlimited: false,
  incomeRequestRecords: [],
};

const application = {
  uuid: UUID,
  loanNumber: 'HL00000001',
  status: { checklistStatus: 'OFFER_SELECTION' },
  property: { street1: '1 main st', city: 'austin', state: 'TX', zip: '78701', condition: 'GOOD' },
  adjustedHomeAmount: 500_000,
} as HelocApplication;

const state = (offers: OfferGroup = group): RootState =>
  [
    areaEntered({ uuid: UUID }),
    loaded({ profile: { identityUuid: 'id-1', userType: 'BORROWER' } as Profile, application }),
    applicationStepsActions.dataLoaded({ key: 'offers', data: offers }),
  ].reduce<RootState>((s, action: UnknownAction) => rootReducer(s, action), rootReducer(undefined, { type: '' }));

async function cards(offerGroup: OfferGroup = group) {
  renderRoutes([{ path: '/account/heloc/:uuid/product/select', element: <ProductSelect /> }], PATH, state(offerGroup));
  const offers = await screen.findByRole('group', { name: /Choose an offer/ });
  return within(offers).getAllByRole('radio');
}

/** What a screen reader reads after the radio's name: the texts its aria-describedby ids point at. */
const descriptionOf = (radio: HTMLElement) =>
  (radio.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

test('every card names its APR, the list says once that it is the interest rate, and no two cards have one name', async () => {
  const radios = await cards();
  expect(radios).toHaveLength(3);
  const names = screen.getAllByTestId('offer-name').map((name) => name.textContent);
  expect(names).toEqual(['10-year fixed', '30-year fixed, lower rate', '30-year fixed, lower fee']);
  for (const radio of radios) expect(descriptionOf(radio)).toMatch(/APR \d+\.\d{3}%, fixed/);
  // Issue 48: that the APR equals the interest rate is said once, for every card, not on each.
  expect(screen.getAllByText(/the APR equals the interest rate/)).toHaveLength(1);
  expect(screen.queryByText(/\(equals the interest rate\)/)).toBeNull();
  expect(descriptionOf(radios[1]!)).toContain('APR 8.250%');
  // The disclosures are told apart too: each "Details" names its own offer.
  expect(screen.getAllByText(/^of the .* offer$/).map((hidden) => hidden.textContent.trim())).toEqual(
    names.map((name) => `of the ${name} offer`),
  );
});

test('the buy-down says what it costs up front, what it saves a month and when it pays for itself', async () => {
  const radios = await cards();
  // $286,000: fees $14,271.40 against $5,691.40; payments $2,148.62 against $2,352.85.
  expect(descriptionOf(radios[1]!)).toContain(
    'Compared with the lower fee offer: $8,580 more up front, $204.23 less a month. The lower rate pays for itself after 43 months.',
  );
  expect(screen.getAllByTestId('offer-buy-down')).toHaveLength(1);
  expect(within(screen.getByTestId('chosen-payment')).getByTestId('monthly-payment')).toHaveTextContent(
    /^\$[\d,]+\.\d\d$/,
  );
});

test('a capped fee is said once: the cap, and the percentage it stands in for (issue 48)', async () => {
  const radios = await cards({ ...group, ofeeMaxThreshold: 5_000 });
  // $286,000 at 4.99% would be $14,271.40: the fee is the $5,000 cap.
  expect(descriptionOf(radios[1]!)).toContain('Origination fee $5,000.00, the cap (4.99% of this draw would be more)');
  expect(document.body.textContent).not.toMatch(/capped at/);
});

test('one offer is not a comparison: "Your offer", the offer for this amount, its APR said for it alone (issue 48 review)', async () => {
  const only = group.offersByType.STANDARD?.[0];
  if (!only) throw new Error('fixture');
  renderRoutes(
    [{ path: '/account/heloc/:uuid/product/select', element: <ProductSelect /> }],
    PATH,
    state({ ...group, offersByType: { STANDARD: [only] } }),
  );
  const offers = await screen.findByRole('group', { name: /^The offer for this amount/ });
  expect(within(offers).getAllByRole('radio')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Your offer' })).toBeInTheDocument();
  expect(screen.queryByText(/Compare your offers|Choose an offer|On every offer/)).toBeNull();
  expect(screen.getByText('The APR equals the interest rate; the fee is shown apart.')).toBeInTheDocument();
});

test('the draw the payments are for is said once on the screen, with the chosen payment (issue 48 item 5)', async () => {
  await cards();
  expect(screen.getAllByText(/Payments are for an initial draw of/)).toHaveLength(1);
  expect(within(screen.getByTestId('chosen-payment')).getByText(/Payments are for an initial draw of/)).toBeVisible();
});

test('a card gives its fee as the draw summary does, to the cent (issue 48 review: one fee, one figure)', async () => {
  const radios = await cards();
  // $286,000 at 1.99% is $5,691.40: the card said $5,691 beside the summary's $5,691.40.
  expect(descriptionOf(radios[0]!)).toContain('Origination fee 1.99% ($5,691.40)');
  expect(screen.getByTestId('origination-fee')).toHaveTextContent('$5,691.40');
});
