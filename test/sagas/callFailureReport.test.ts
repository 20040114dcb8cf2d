import { ApiError } from '../../src/api/http';
import { CONNECTION_LOST } from '../../features/connectivity/connectivitySlice';
import { areaEntered } from '../../features/application/applicationSlice';
import { applicationStepsActions } from '../../features/application/applicationStepsSlice';
import { failureCaught } from '../../features/diagnostics/failures';
import { isAnswerNotFailure } from '../../sagas/failureReport';
import { confirmOffer as confirmOfferIn, offerPlatform } from '../support/confirmOffer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

/**
 * Issue 46 item 2, decision 319: a call that fails and ends in a message the borrower reads is reported (console,
 * diagnostics/failureCaught, telemetry); an answer (a decline, a validation with the platform's words, an ended
 * session) is not a failure and is not counted.
 */

const AREA = `/account/heloc/${TEST_UUID}`;
const APP_PATH = `/service-application/api/v1/application/heloc/${TEST_UUID}`;

const answer = (status: number, errors?: string[]) => () => {
  throw new ApiError({ status, body: errors ? { errors } : null, method: 'POST' });
};

/** A borrower on the offer screen who confirms an offer; the platform answers the write with `offerAnswer`. */
const confirmOffer = (offerAnswer: () => unknown, now = { checklistStatus: 'OFFER_SELECTION' }) =>
  confirmOfferIn(offerPlatform(now, offerAnswer));

/** The reports of this screen's calls (the area's background calls, unanswered by the fake, report their own). */
const caught = (app: ReturnType<typeof startApp>) =>
  app.actions.filter((action) => failureCaught.match(action) && /^(Application|Screen)/.test(action.payload.what));
const logged = (app: ReturnType<typeof startApp>) =>
  app.logger.error.mock.calls.map(([line]: unknown[]) => String(line)).filter((line) => line.startsWith('Application'));
const shownError = (app: ReturnType<typeof startApp>) => app.store.getState().applicationSteps.submit.error;

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('an application step that fails is reported once, where its message is made', () => {
  test('a 500: the borrower reads the message; the console, the action log and telemetry learn of it', async () => {
    const app = await confirmOffer(answer(500, ['Offer service down for ada@example.com']));
    expect(shownError(app)).toBe('Offer service down for ada@example.com');
    expect(caught(app)).toEqual([failureCaught({ what: 'Application step: offerSelection', errorName: 'ApiError' })]);
    expect(app.logger.error).toHaveBeenCalledWith('Application step: offerSelection: ApiError: http 500');
    expect(JSON.stringify(app.logger.error.mock.calls)).not.toContain('ada@example.com');
  });

  test('no answer: the lost connection is shown and reported', async () => {
    const app = await confirmOffer(() => {
      throw new ApiError({ status: 0, body: null, method: 'POST' });
    });
    expect(shownError(app)).toBe(CONNECTION_LOST);
    expect(caught(app)).toEqual([failureCaught({ what: 'Application step: offerSelection', errorName: 'ApiError' })]);
  });

  test('a validation answer with the platform words is shown and not counted', async () => {
    const app = await confirmOffer(answer(422, ['Draw amount must be at least $25,000']));
    expect(shownError(app)).toBe('Draw amount must be at least $25,000');
    expect(caught(app)).toEqual([]);
    expect(logged(app)).toEqual([]);
  });

  test('a decline (the write refused as the application moved on) is routed, not counted', async () => {
    const app = await confirmOffer(answer(409, ['offerSelected is not expected at status DECLINED']), {
      checklistStatus: 'DECLINED',
    });
    expect(app.nav.navigations.at(-1)).toMatchObject({ to: `${AREA}/error/decline` });
    expect(caught(app)).toEqual([]);
    expect(logged(app)).toEqual([]);
  });

  test('an ended session (401) is the session saga to handle, not counted', async () => {
    const app = await confirmOffer(answer(401));
    expect(caught(app)).toEqual([]);
  });
});

test('a screen whose data fails to load is reported by its key', async () => {
  const { api } = createFakeApi({
    'GET /service-profile/api/v1/profile': () => testProfile(),
    [`GET ${APP_PATH}`]: () => testApplication({ checklistStatus: 'OFFER_SELECTION' }),
    'POST /service-optimize/heloc/api/v1/features': () => [],
    [`GET ${APP_PATH}/liens`]: () => {
      throw new ApiError({ status: 503, body: null, method: 'GET' });
    },
  });
  const app = startApp({ api });
  app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(applicationStepsActions.dataRequested({ key: 'liens' }));
  await jest.advanceTimersByTimeAsync(30_000);
  expect(app.store.getState().applicationSteps.loads.liens).toBe('failed');
  expect(caught(app)).toContainEqual(failureCaught({ what: 'Screen data: liens', errorName: 'ApiError' }));
});

describe('isAnswerNotFailure', () => {
  test.each([
    ['a 422 with an errors list', new ApiError({ status: 422, body: { errors: ['Bad zip'] } }), true],
    ['a 400 with an errors list', new ApiError({ status: 400, body: { errors: ['Bad zip'] } }), true],
    ['a 401', new ApiError({ status: 401, body: null }), true],
    ['an unauthenticated 403', new ApiError({ status: 403, body: { message: 'unauthenticated' } }), true],
    ['a 400 without an errors list', new ApiError({ status: 400, body: null }), false],
    ['a 404 with an errors list', new ApiError({ status: 404, body: { errors: ['Not found'] } }), false],
    ['a 500 with an errors list', new ApiError({ status: 500, body: { errors: ['Down'] } }), false],
    ['no answer', new ApiError({ status: 0, body: null }), false],
    ['a thrown TypeError', new TypeError('x is undefined'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isAnswerNotFailure(error)).toBe(expected);
  });
});
