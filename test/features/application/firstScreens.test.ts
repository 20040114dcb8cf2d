import fc from 'fast-check';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  DECISIONS,
  SUB_DECISIONS,
  type ApplicationStatus,
} from '../../../src/api/contract';
import { firstScreensByStatus } from '../../../features/application/routing/firstScreens';
import { routeApplication } from '../../../features/application/routing/routeApplication';
import type { RoutingInput } from '../../../features/application/routing/statusTable';

const screens = firstScreensByStatus();

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** Any application the platform could send with a listed status, not an inquiry. */
const application = fc.record({
  checklistStatus: fc.constantFrom(...Object.keys(screens)),
  waitingOnFloodCert: maybe(fc.boolean()),
  bpo: maybe(fc.constantFrom(null, ...BPO_STATUSES)),
  uwDecision: maybe(fc.constantFrom(null, ...DECISIONS)),
  uwSubDecision: maybe(fc.constantFrom(null, ...SUB_DECISIONS)),
  primaryParticipantAcceptComplete: maybe(fc.boolean()),
  manualNotary: maybe(fc.boolean()),
  state: maybe(fc.constantFrom('TX', 'CA', 'NY', '')),
  routingNumber: maybe(fc.constantFrom('', '011000015')),
  isCrypto: maybe(fc.boolean()),
});

type Generated = typeof application extends fc.Arbitrary<infer T> ? T : never;

// Fields left out, not sent as undefined, as the platform leaves them out.
const routingInput = ({ state, routingNumber, isCrypto, ...status }: Generated): RoutingInput => ({
  status: Object.fromEntries(
    Object.entries(status).filter(([, value]) => value !== undefined),
  ) as unknown as ApplicationStatus,
  ...(state === undefined ? {} : { property: { state } }),
  ...(routingNumber === undefined ? {} : { disburseAccount: { routingNumber } }),
  ...(isCrypto === undefined ? {} : { isCrypto }),
  isInquiry: false,
});

test('a status is listed with the screen every application with it goes to, whatever else it holds', () => {
  fc.assert(
    fc.property(application, (app) => {
      const { destination } = routeApplication(routingInput(app));
      expect(destination).toMatchObject({ kind: 'screen', path: screens[app.checklistStatus] });
    }),
    { numRuns: 5000 },
  );
});

test('the offer selection and most statuses are listed; a transient one, or one whose screen depends on more, is not', () => {
  expect(screens.OFFER_SELECTION).toBe('product/select');
  expect(screens.INCOME_VERIFICATION).toBe('income/review');
  expect(Object.keys(screens).length).toBeGreaterThan(CHECKLIST_STATUSES.length / 2);
  // Transient: routed after its poll.
  expect(screens.IN_PROGRESS).toBeUndefined();
  // The flood certificate, the BPO, the disbursement account or the acceptance decide.
  for (const status of ['GEN_CLOSING_DISCLOSURE', 'BPO_ORDER_REQUEST', 'AUTOPAY_ACCOUNT', 'DEED_SIGNING'])
    expect(screens[status]).toBeUndefined();
  // Not a screen of the app.
  expect(screens.COMPLETE).toBeUndefined();
});
