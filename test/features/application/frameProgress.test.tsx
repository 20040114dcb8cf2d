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

const application = (checklistStatus: string, occupancyType: 'HOME' | 'INVESTMENT' = 'HOME', uwDecision?: string) =>
  ({
    uuid: UUID,
    loanNumber: 'HL00000002',
    status: { checklistStatus, ...(uwDecision ? { uwDecision } : {}) },
    property: { street1: '1 main st', city: 'denver', state: 'CO', zip: '80202', occupancyType },
  }) as HelocApplication;

const signed = (documentsSignedAt: string, occupancyType: 'HOME' | 'INVESTMENT' = 'HOME'): ApplicationTimeline => ({
  statusHistory: [{ checklistStatus: 'RESCISSION', changedAt: documentsSignedAt }],
  estimates: [],
  notarySessionAt: null,
  documentsSignedAt,
  occupancyType,
});

function renderAt(app: HelocApplication, timeline?: ApplicationTimeline) {
  const actions: UnknownAction[] = [
    areaEntered({ uuid: UUID }),
    loaded({ profile: { identityUuid: 'id-1', userType: 'BORROWER' } as Profile, application: app }),
    ...(timeline ? [timelineReceived({ uuid: UUID, timeline })] : []),
  ];
  const state = actions.reduce<RootState>((s, action) => rootReducer(s, action), rootReducer(undefined, { type: '' }));
  const path = `/account/heloc/${UUID}/complete`;
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

  test('signed: the summary, the sidebar and the complete page give the law’s dates instead of the promise', () => {
    renderAt(application('RESCISSION'), signed('2026-07-02T16:00:00Z'));
    const next = 'You can cancel until midnight on Tuesday, July 7, 2026.';
    expect(screen.getByTestId('application-summary')).toHaveTextContent(next);
    expect(screen.getByTestId('sidebar-next-date')).toHaveTextContent(next);
    expect(screen.queryByText(PROMISE)).toBeNull();
    const road = screen.getByTestId('road-to-funding');
    expect(within(road).getByTestId('funding-day')).toHaveTextContent('Funds are sent on Wednesday, July 8, 2026.');
    expect(within(road).getAllByText(/^Done Thursday, July 2, 2026$/)).toHaveLength(7);
    expect(screen.queryByText('Your closing dates will appear here shortly.')).toBeNull();
    expect(screen.getByText(/you may cancel this loan for three business days/)).toBeInTheDocument();
  });

  test('an investment property: no right to cancel, no three-day sentence', () => {
    renderAt(application('RESCISSION', 'INVESTMENT'), signed('2026-07-02T16:00:00Z', 'INVESTMENT'));
    const road = screen.getByTestId('road-to-funding');
    expect(within(road).getByTestId('right-to-cancel')).toHaveTextContent('No waiting period');
    expect(screen.getByTestId('sidebar-next-date')).toHaveTextContent(
      'No waiting period: funds are sent on Friday, July 3, 2026.',
    );
    expect(screen.queryByText(/three business days/)).toBeNull();
  });
});
