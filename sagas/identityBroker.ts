import { put, select } from 'typed-redux-saga';
import { IDENTITY_BROKER_FLAGS } from '../src/api/contractSigner';
import { fetchFeature } from '../src/api/optimize';
import { identityBrokerChosen, type IdentityBrokerChoice } from '../features/session/sessionSlice';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { reportCallFailure } from './failureReport';
import { selectOptimizeUser } from './flagsSaga';

function* flagOn(featureKey: string) {
  const optimizeUser = yield* select(selectOptimizeUser);
  const trackerId = yield* select((state: RootState) => state.telemetry.session?.trackerUuid);
  try {
    return yield* callApi(fetchFeature, featureKey, optimizeUser, trackerId);
  } catch (error: unknown) {
    // An unanswered flag is off, as an unknown flag is: the login still works through the next choice, and the
    // failure is told (issue 46), since that choice may be the wrong paths for this borrower.
    yield* reportCallFailure('Identity broker flag', error);
    return false;
  }
}

/**
 * 001 §6: the identity-broker paths for login and logout. The flags are evaluated one by one: the agent (portfolio
 * manager) flag wins when on, else the customer flag, else the platform's legacy login page.
 */
export function* chooseIdentityBroker() {
  let choice: IdentityBrokerChoice = 'legacy';
  if (yield* flagOn(IDENTITY_BROKER_FLAGS.agent)) choice = 'agent';
  else if (yield* flagOn(IDENTITY_BROKER_FLAGS.customer)) choice = 'customer';
  yield* put(identityBrokerChosen({ choice }));
  return choice;
}

/** The choice made this session, else a new one. */
export function* identityBrokerOfSession() {
  const chosen = yield* select((state: RootState) => state.session.identityBroker);
  return chosen ?? (yield* chooseIdentityBroker());
}
