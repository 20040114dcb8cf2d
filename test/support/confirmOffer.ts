import { areaEntered } from '../../features/application/applicationSlice';
import { applicationStepsActions } from '../../features/application/applicationStepsSlice';
import { TEST_UUID, testApplication, testProfile } from './fixtures';
import { createFakeApi, startApp } from './sagaHarness';

const APP_PATH = `/service-application/api/v1/application/heloc/${TEST_UUID}`;

/** The platform of a borrower on the offer screen whose application is `now` by the time they confirm. */
export function offerPlatform(now: { checklistStatus: string; uwDecision?: string }, offerAnswer: () => unknown) {
  return createFakeApi({
    'GET /service-profile/api/v1/profile': () => testProfile(),
    [`GET ${APP_PATH}`]: () => testApplication({ checklistStatus: 'OFFER_SELECTION' }),
    [`GET /service-krang-heloc/borrower/secure/api/v1/${TEST_UUID}/status`]: () => now,
    [`POST ${APP_PATH}/offer-selection`]: offerAnswer,
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
}

/**
 * A borrower in the application area on `screen` who confirms an offer against the `fake` platform, with fake time
 * (the caller's `jest.useFakeTimers`); the app after the answer and the status reads it leads to.
 */
export async function confirmOffer(fake: ReturnType<typeof createFakeApi>, screen = 'product/select/confirm') {
  const app = startApp({ api: fake.api });
  app.nav.navigator.navigate(`/account/heloc/${TEST_UUID}/${screen}`, { replace: true });
  app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(
    applicationStepsActions.stepSubmitted({
      step: 'offerSelection',
      body: { offerId: 'offer-1', drawAmount: 50_000, drawPreference: 'PRESERVE' },
      awaitsStatus: true,
    }),
  );
  await jest.advanceTimersByTimeAsync(10_000);
  return app;
}
