import { screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { areaEntered, loaded, timelineReceived } from '../../../features/application/applicationSlice';
import { ApplicationFrame } from '../../../features/application/screens/ApplicationFrame';
import { Complete } from '../../../features/application/screens/Notary';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import type { ApplicationTimeline } from '../../../src/api/contractTimeline';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';

const UUID = '0d3f6a2e-8b1c-4f57-9a0e-5c6d7e8f9a0b';
const PROMISE = 'Complete the loan process today and get funded in as little as five days';

const application = (
  checklistStatus: string,
  occupancyType: 'HOME' | 'INVESTMENT' = 'HOME',
  uwDecision?: string,
  extra: Partial<HelocApplication> & { manualNotary?: boolean } = {},
) => {
  const { manualNotary, ...fields } = extra;
  return {
    uuid: UUID,
    loanNumber: 'HL00000002',
    status: {
      checklistStatus,
      ...(uwDecision ? { uwDecision } : {}),
      ...(manualNotary === undefined ? {} : { manualNotary }),
    },
    property: { street1: '1 main st', city: 'denver', state: 'CO', zip: '80202', occupancyType },
    ...fields,
  } as HelocApplication;
};

const signed = (documentsSignedAt: string, occupancyType: 'HOME' | 'INVESTMENT' = 'HOME'): ApplicationTimeline => ({
  statusHistory: [{ checklistStatus: 'RESCISSION', changedAt: documentsSignedAt }],
  estimates: [],
  notarySessionAt: null,
  documentsSignedAt,
  occupancyType,
});

function renderAt(app: HelocApplication, timeline?: ApplicationTimeline, screenPath = 'complete') {
  const actions: UnknownAction[] = [
    areaEntered({ uuid: UUID }),
    loaded({ profile: { identityUuid: 'id-1', userType: 'BORROWER' } as Profile, application: app }),
    ...(timeline ? [timelineReceived({ uuid: UUID, timeline })] : []),
  ];
  const state = actions.reduce<RootState>((s, action) => rootReducer(s, action), rootReducer(undefined, { type: '' }));
  const path = `/account/heloc/${UUID}/${screenPath}`;
  return renderRoutes(
    [
      {
        path: '/account/heloc/:uuid/complete',
        element: (
          <ApplicationFrame>
            <Complete />
          </ApplicationFrame>
        ),
      },
      { path: '/account/heloc/:uuid/*', element: <ApplicationFrame>{null}</ApplicationFrame> },
    ],
    path,
    state,
  );
}

describe('the frame says real things (issues 33, 34, 37)', () => {
  test('at the offers: "Your application: step 2 of 7", and the default promise', () => {
    renderAt(application('OFFER_SELECTION'));
    expect(screen.getByTestId('application-summary')).toHaveTextContent('Your application: step 2 of 7 – Select Offer');
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
  });

  test.each([
    ['DECLINED', undefined],
    ['CREDIT_NO_MATCH', 'DECLINE'],
    ['CANCELLED', undefined],
  ])('%s (decision %s): "Application closed", no step marked', (status, decision) => {
    renderAt(application(status, 'HOME', decision));
    expect(screen.getByTestId('application-summary')).toHaveTextContent('Application closed');
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
    expect(screen.queryByText(PROMISE)).toBeNull();
  });

  test('a credit freeze has no stage: no step in the summary', () => {
    renderAt(application('SOFT_CREDIT_LOCKED_OR_FROZEN'));
    expect(screen.getByTestId('application-summary')).toHaveTextContent(/^Application details$/);
  });

  test('signed, on another screen: the summary and the sidebar give the law’s date instead of the promise', () => {
    renderAt(application('RESCISSION'), signed('2026-07-02T16:00:00Z'), 'notary/session');
    const next = 'You can cancel until midnight on Tuesday, July 7, 2026.';
    expect(screen.getByTestId('application-summary')).toHaveTextContent(next);
    expect(screen.getByTestId('sidebar-next-date')).toHaveTextContent(next);
    expect(screen.queryByText(PROMISE)).toBeNull();
  });

  test('the complete page says each fact once: the initial draw, the cancel date, the steps done in one line', () => {
    renderAt(
      application('RESCISSION', 'HOME', undefined, { amount: 85_000, rate: 8.5, rateType: 'FIXED' }),
      signed('2026-07-02T16:00:00Z'),
    );
    // The sidebar's initial draw (001 §2), named as on every screen; the page does not say it again.
    expect(screen.getAllByText('$85,000')).toHaveLength(1);
    expect(within(screen.getByTestId('offer-summary')).getByText('$85,000')).toBeInTheDocument();
    expect(screen.getAllByText('Initial draw')).toHaveLength(1);
    // Issue 48: the page is the road; the frame does not repeat its dates beside it.
    expect(screen.getAllByText(/Tuesday, July 7, 2026/)).toHaveLength(1);
    expect(screen.queryByTestId('sidebar-next-date')).toBeNull();
    const road = screen.getByTestId('road-to-funding');
    expect(within(road).getByTestId('funding-day')).toHaveTextContent('Funds are sent on Wednesday, July 8, 2026.');
    expect(within(road).getByTestId('done-steps')).not.toHaveAttribute('open');
    expect(within(road).getAllByText('7 of 7 steps done on Thursday, July 2, 2026')).toHaveLength(1);
    expect(within(road).queryByText(/^Done /)).toBeNull();
    expect(screen.queryByText(PROMISE)).toBeNull();
    expect(screen.getByText(/you may cancel this loan for three business days/)).toBeInTheDocument();
  });

  test('an investment property: no right to cancel, no three-day sentence', () => {
    renderAt(application('RESCISSION', 'INVESTMENT'), signed('2026-07-02T16:00:00Z', 'INVESTMENT'));
    const road = screen.getByTestId('road-to-funding');
    expect(within(road).getByTestId('right-to-cancel')).toHaveTextContent('No waiting period');
    expect(within(road).getByTestId('funding-day')).toHaveTextContent('Funds are sent on Friday, July 3, 2026.');
    expect(screen.queryByText(/three business days/)).toBeNull();
  });

  test('the eNotary stage keeps the seven steps: its short panel is the inside of step 7', () => {
    renderAt(application('NOTARY_WAITING_PERIOD'), undefined, 'notary/intro');
    expect(screen.getByTestId('application-summary')).toHaveTextContent(
      'Your application: step 7 of 7 – Talk to eNotary',
    );
    const current = document.querySelector('.progress-sidebar [aria-current="step"]');
    expect(current).toHaveTextContent(/^Talk to eNotary/);
    const panel = within(current as HTMLElement).getByTestId('enotary-panel');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Identity verification (completed)', 'Talk to eNotary']);
  });

  test('a notary visit at home is "Schedule Notary Session" to the end, never "Talk to eNotary"', () => {
    renderAt(application('RESCISSION', 'HOME', undefined, { manualNotary: true }), signed('2026-07-02T16:00:00Z'));
    expect(screen.getAllByText('Schedule Notary Session').length).toBeGreaterThan(0);
    expect(screen.queryByText('Talk to eNotary')).toBeNull();
  });

  test('liens and the bank screens say why they come under Sign Documents; only credentials get the security note', () => {
    const note =
      'Part of Sign Documents: we confirm the loans secured by your home, so your documents show the right amounts.';
    const security = /never sees or stores your credentials/;
    const liens = renderAt(application('LIEN_VERIFICATION'), undefined, 'liens');
    expect(screen.getByTestId('step-note')).toHaveTextContent(note);
    expect(screen.queryByText(security)).toBeNull();
    liens.unmount();
    const link = renderAt(application('INCOME_VERIFICATION'), undefined, 'income/link/bank');
    expect(screen.queryByTestId('step-note')).toBeNull();
    expect(screen.getByText(security)).toBeInTheDocument();
    link.unmount();
    renderAt(application('AUTOPAY_ACCOUNT'), undefined, 'bank/autopay');
    expect(screen.getByTestId('step-note')).toHaveTextContent(
      'Part of Sign Documents: your documents say how you will make your monthly payments.',
    );
  });

  test('with a dated plan the generic promise is not shown, and the current step is today', () => {
    renderAt(
      application('OFFER_SELECTION'),
      {
        statusHistory: [{ checklistStatus: 'OFFER_SELECTION', changedAt: '2026-11-20T10:00:00Z' }],
        estimates: [
          { step: 'selectOffer', expectedOn: '2030-01-02' },
          { step: 'notary', expectedOn: '2030-01-09' },
        ],
        notarySessionAt: null,
        documentsSignedAt: null,
        occupancyType: 'HOME',
      },
      'product/select',
    );
    expect(screen.queryByText(PROMISE)).toBeNull();
    expect(document.querySelector('.progress-sidebar [aria-current="step"]')).toHaveTextContent(
      /^Select Offer\s*Today$/,
    );
  });
  test('the sidebar says its dates and the rate as the screens do: "Expected" and the date, "8.850% fixed"', () => {
    renderAt(
      application('APP_SUBMISSION', 'HOME', undefined, { rate: 0.0885, rateType: 'FIXED', amount: 50_000, term: 10 }),
      {
        statusHistory: [{ checklistStatus: 'APP_SUBMISSION', changedAt: '2026-11-20T10:00:00Z' }],
        estimates: [{ step: 'notary', expectedOn: '2030-01-09' }],
        notarySessionAt: null,
        documentsSignedAt: null,
        occupancyType: 'HOME',
      },
      'start/app-summary',
    );
    // Issue 48's review: "8.850% Fixed" here, "8.850% fixed" on the review and offer screens.
    expect(within(screen.getByTestId('offer-summary')).getByText('8.850% fixed')).toBeInTheDocument();
    // The steps read "Expected Wednesday, January 9, 2030"; the closing lines had "Expected: ..." with a colon.
    expect(screen.getByTestId('right-to-cancel')).toHaveTextContent(
      /^Right to cancelExpected until midnight on \w+day, /,
    );
    expect(screen.getByTestId('funding-day')).toHaveTextContent(/^Funds sentExpected \w+day, [A-Z][a-z]+ \d+, \d{4}$/);
    expect(screen.queryByText(/Expected:/)).toBeNull();
  });
});
