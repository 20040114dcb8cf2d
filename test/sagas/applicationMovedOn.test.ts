import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../src/api/http';
import { CONNECTION_LOST } from '../../features/connectivity/connectivitySlice';
import { writeRefused } from '../../features/application/applicationSlice';
import { APPLICATION_CHANGED } from '../../features/application/loadErrorText';
import { isRefusedAsMovedOn } from '../../sagas/applicationStepsSaga';
import { confirmOffer, offerPlatform as platform } from '../support/confirmOffer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

/**
 * Issue 33 items 4 and 6 for the application area's submits: a write the platform refuses because the application
 * moved on reads the status again and routes by it (000 §4.2), never showing the platform's wording; a write that got
 * no answer says the connection dropped.
 */

const UUID = TEST_UUID;
const AREA = `/account/heloc/${UUID}`;
const APP_PATH = `/service-application/api/v1/application/heloc/${UUID}`;
const STATUS_PATH = `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`;
const OFFER_SELECTION = `POST ${APP_PATH}/offer-selection`;

const declined = (status: number) => () => {
  throw new ApiError({
    status,
    body: { errors: ['offerSelected is not expected at status DECLINED'] },
    method: 'POST',
  });
};

const shownError = (app: ReturnType<typeof startApp>) => app.store.getState().applicationSteps.submit.error;

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('a write refused because the application moved on (issue 33 item 6)', () => {
  test.each([409, 400, 422])(
    'Confirm offer on a declined application (%i): status read again, routed to error/decline, no platform wording',
    async (status) => {
      const fake = platform({ checklistStatus: 'DECLINED' }, declined(status));
      const app = await confirmOffer(fake);
      expect(app.actions).toContainEqual(writeRefused({ step: 'offerSelection' }));
      expect(app.nav.navigations.at(-1)).toMatchObject({ to: `${AREA}/error/decline` });
      expect(app.store.getState().application.decision?.checklistStatus).toBe('DECLINED');
      expect(JSON.stringify(app.store.getState().applicationSteps)).not.toContain('is not expected at status');
      expect(fake.calls.filter((c) => c.path === STATUS_PATH).length).toBeGreaterThanOrEqual(1);
    },
  );

  test('a DECLINE decision on a status that would keep the borrower here still moves them (000 §4.2)', async () => {
    const fake = platform({ checklistStatus: 'OFFER_SELECTION', uwDecision: 'DECLINE' }, declined(409));
    const app = await confirmOffer(fake);
    expect(app.store.getState().application.decision?.row).toBeDefined();
    expect(app.nav.navigations.some((n) => n.to.startsWith(`${AREA}/`) && !n.to.endsWith('/confirm'))).toBe(true);
    expect(shownError(app)).toBeNull();
  });

  test('a status that leads elsewhere in the same section: routed there (the offer screen from its confirm page)', async () => {
    const fake = platform({ checklistStatus: 'OFFER_SELECTION' }, declined(409));
    const app = await confirmOffer(fake);
    expect(app.nav.navigations.at(-1)).toMatchObject({ to: `${AREA}/product/select` });
  });

  test('a status that still leads here: the borrower stays, told in our words that the application changed', async () => {
    const fake = platform({ checklistStatus: 'OFFER_SELECTION' }, declined(409));
    const app = await confirmOffer(fake, 'product/select');
    expect(app.nav.navigations.every((n) => n.to === `${AREA}/product/select`)).toBe(true);
    expect(shownError(app)).toBe(APPLICATION_CHANGED);
    expect(app.store.getState().applicationSteps.submit.phase).toBe('failed');
  });

  test('a status that cannot be read again: the reason that call failed, never the refusal', async () => {
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${APP_PATH}`]: () => testApplication({ checklistStatus: 'OFFER_SELECTION' }),
      [`GET ${STATUS_PATH}`]: () => {
        throw new ApiError({ status: 0, body: null, method: 'GET' });
      },
      [OFFER_SELECTION]: declined(409),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = await confirmOffer(fake);
    expect(shownError(app)).toBe(CONNECTION_LOST);
  });

  test('which answers are refusals', () => {
    expect(isRefusedAsMovedOn(new ApiError({ status: 409, body: null }))).toBe(true);
    expect(
      isRefusedAsMovedOn(new ApiError({ status: 400, body: { errors: ['ssn is not allowed at status HMDA'] } })),
    ).toBe(true);
    expect(isRefusedAsMovedOn(new ApiError({ status: 400, body: { errors: ['The ssn must be 9 digits'] } }))).toBe(
      false,
    );
    expect(isRefusedAsMovedOn(new ApiError({ status: 500, body: { errors: ['not expected at status X'] } }))).toBe(
      false,
    );
    expect(isRefusedAsMovedOn(new ApiError({ status: 0, body: null, method: 'POST' }))).toBe(false);
  });
});

describe('an application step submitted offline (issue 33 item 4)', () => {
  test('says the connection dropped, never the generic message', async () => {
    const fake = platform({ checklistStatus: 'OFFER_SELECTION' }, () => {
      throw new ApiError({ status: 0, body: null, method: 'POST' });
    });
    const app = await confirmOffer(fake);
    expect(shownError(app)).toBe(CONNECTION_LOST);
    expect(shownError(app)).not.toBe(DEFAULT_ERROR_MESSAGE);
  });

  test("an error answer's errors list is still shown (000 §8)", async () => {
    const fake = platform({ checklistStatus: 'OFFER_SELECTION' }, () => {
      throw new ApiError({ status: 400, body: { errors: ['The draw amount is too high'] }, method: 'POST' });
    });
    const app = await confirmOffer(fake);
    expect(shownError(app)).toBe('The draw amount is too high');
  });
});
