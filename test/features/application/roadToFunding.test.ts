import type { HelocApplication } from '../../../src/api/contract';
import type { ApplicationTimeline } from '../../../src/api/contractTimeline';
import { progressSteps } from '../../../features/application/progress';
import { localDayOf, roadToFunding } from '../../../features/application/roadToFunding';

const STEPS = progressSteps(false);
const utcDay = (dateTime: string) => dateTime.slice(0, 10);

const application = (
  checklistStatus: string,
  occupancyType: 'HOME' | 'INVESTMENT' = 'HOME',
): Pick<HelocApplication, 'status' | 'property'> => ({
  status: { checklistStatus, manualNotary: false },
  property: { street1: '1 Oak St', city: 'Denver', state: 'CO', zip: '80202', occupancyType },
});

const timeline = (overrides: Partial<ApplicationTimeline>): ApplicationTimeline => ({
  statusHistory: [],
  estimates: [],
  notarySessionAt: null,
  documentsSignedAt: null,
  occupancyType: 'HOME',
  ...overrides,
});

describe('the road to funding (issue 37)', () => {
  test('signed Thursday July 2 2026, in rescission: cancel until Tuesday July 7, funds Wednesday July 8', () => {
    const road = roadToFunding(
      application('RESCISSION'),
      timeline({
        statusHistory: [{ checklistStatus: 'RESCISSION', changedAt: '2026-11-27T10:00:00Z' }],
        documentsSignedAt: '2026-07-02T16:00:00Z',
      }),
      STEPS,
      7,
      utcDay,
    );
    const steps = road.milestones.filter((milestone) => milestone.kind === 'step');
    expect(steps.map((step) => [step.state, step.doneOn])).toEqual(STEPS.map(() => ['done', '2026-07-02']));
    expect(road.milestones.slice(7)).toEqual([
      { kind: 'cancel', state: 'current', until: '2026-07-07', expected: false },
      { kind: 'funds', state: 'upcoming', on: '2026-07-08', expected: false },
    ]);
    expect(road.next).toEqual({ kind: 'cancelUntil', on: '2026-07-07' });
  });

  test('after the right to cancel the funding day is next; once funded it is done', () => {
    const signed = timeline({ documentsSignedAt: '2026-11-25T18:00:00Z' });
    expect(roadToFunding(application('RECORDING'), signed, STEPS, 7, utcDay).next).toEqual({
      kind: 'fundsOn',
      on: '2026-12-01',
      waived: false,
    });
    const funded = roadToFunding(application('COMPLETE'), signed, STEPS, 7, utcDay);
    expect(funded.milestones.slice(7).map((milestone) => 'state' in milestone && milestone.state)).toEqual([
      'done',
      'done',
    ]);
    expect(funded.next).toEqual({ kind: 'fundsSent', on: '2026-12-01' });
  });

  test('an investment property has no right to cancel and no wait', () => {
    const road = roadToFunding(
      application('RESCISSION', 'INVESTMENT'),
      timeline({ documentsSignedAt: '2026-07-02T16:00:00Z', occupancyType: 'INVESTMENT' }),
      STEPS,
      7,
      utcDay,
    );
    expect(road.milestones.slice(7)).toEqual([
      { kind: 'noCancel' },
      { kind: 'funds', state: 'current', on: '2026-07-03', expected: false },
    ]);
    expect(road.next).toEqual({ kind: 'fundsOn', on: '2026-07-03', waived: true });
  });

  test('at the offers: steps behind dated from the history, steps ahead from the estimates, closing expected', () => {
    const road = roadToFunding(
      application('APP_SUBMISSION'),
      timeline({
        statusHistory: [
          { checklistStatus: 'WAITING_FOR_SOFT_CREDIT', changedAt: '2026-11-20T10:00:00Z' },
          { checklistStatus: 'OFFER_SELECTION', changedAt: '2026-11-20T10:01:00Z' },
          { checklistStatus: 'GEN_APP_DISCLOSURES', changedAt: '2026-11-23T09:00:00Z' },
          { checklistStatus: 'APP_SUBMISSION', changedAt: '2026-11-23T09:00:02Z' },
        ],
        estimates: [
          { step: 'moreInfo', expectedOn: '2026-11-24' },
          { step: 'linkIncome', expectedOn: '2026-11-25' },
          { step: 'verifyIdentity', expectedOn: '2026-11-26' },
          { step: 'signDocuments', expectedOn: '2026-11-30' },
          { step: 'notary', expectedOn: '2026-12-01' },
        ],
      }),
      STEPS,
      2,
      utcDay,
    );
    const steps = road.milestones.filter((milestone) => milestone.kind === 'step');
    expect(steps.map((step) => [step.state, step.doneOn ?? step.expectedOn])).toEqual([
      ['done', '2026-11-20'],
      ['done', '2026-11-23'],
      ['current', '2026-11-24'],
      ['upcoming', '2026-11-25'],
      ['upcoming', '2026-11-26'],
      ['upcoming', '2026-11-30'],
      ['upcoming', '2026-12-01'],
    ]);
    // Signing expected Tuesday December 1: three rescission days to Friday December 4, funds Monday December 7.
    expect(road.milestones.slice(7)).toEqual([
      { kind: 'cancel', state: 'upcoming', until: '2026-12-04', expected: true },
      { kind: 'funds', state: 'upcoming', on: '2026-12-07', expected: true },
    ]);
    expect(road.next).toBeNull();
  });

  test("the signing day is the borrower's own calendar day", () => {
    expect(localDayOf('not a date')).toBeNull();
    const late = new Date(2026, 6, 2, 23, 30);
    expect(localDayOf(late.toISOString())).toBe('2026-07-02');
  });
});
