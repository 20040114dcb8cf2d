import { put, select, takeLatest } from 'typed-redux-saga';
import { getLoanOriginator } from '../src/api/loanOriginator';
import { loaded } from '../features/application/applicationSlice';
import { lookupFailed, lookupStarted, received } from '../features/loanOfficer/loanOfficerSlice';
import type { RootState } from '../store/rootReducer';
import { callApi, errorMessage } from './callApi';
import { reportFailure } from './failureReport';

/** 001 §2: the card shows the application's referring loan originator, looked up by id. */
function* lookUp({ payload }: ReturnType<typeof loaded>) {
  const uuid = payload.application.referrer?.referrerUuid;
  if (!uuid) return;
  const current = yield* select((state: RootState) => state.loanOfficer);
  if (current.uuid === uuid && current.status === 'succeeded') return;
  const organization = yield* select((state: RootState) =>
    state.organization.status === 'resolved' ? state.organization.info.orgCode : '',
  );
  yield* put(lookupStarted({ uuid }));
  try {
    const originator = yield* callApi(getLoanOriginator, uuid, organization);
    yield* put(received(originator.originatorDisplayInfo));
  } catch (error: unknown) {
    yield* reportFailure('Loan originator', error);
    yield* put(lookupFailed({ message: errorMessage(error) }));
  }
}

export function* loanOfficerSaga() {
  yield* takeLatest(loaded, lookUp);
}
