/**
 * What the registration sagas share (sagas/registrationSaga.ts, registrationStart.ts, registrationSubmit.ts,
 * registrationIdentity.ts): the signal that ends the submit sequence on purpose, the selectors they read, the writes
 * the platform treats as idempotent, the registration events, and the address the dashboard's "Continue your
 * application" leads to.
 */

import { select } from 'typed-redux-saga';
import { isDuplicateEventError, sendEvent } from '../src/api/events';
import type { HttpClient } from '../src/api/http';
import { isOutcomeUnknown } from '../src/api/httpRetry';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { MSG } from '../features/registration/messages';
import { REGISTER_V2_BASE } from '../features/registration/steps';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';
import { reportFailure } from './failureReport';
import { localTrackerUuid } from './localTracker';
import { callApiRetrying } from './retry';

/** Ends the pipeline without the generic error handling: the borrower was already shown where to go. */
export class PipelineStopped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PipelineStopped';
  }
}

export const selectRegistrationState = (state: RootState) => state.registration;

export const selectOrgCode = (state: RootState) =>
  state.organization.status === 'resolved' ? state.organization.info.orgCode : '';

export const selectFlag = (key: string) => (state: RootState) => state.flags.values[key];

/**
 * A write the platform treats as idempotent (a consent saved, an alias set, an event it dedupes as DUPLICATE, a
 * waitlist check): when its outcome is unknown it is safe to send once more (issue 17). `label` names it in logs.
 */
export function* callIdempotentWrite<Args extends unknown[], Result>(
  label: string,
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  try {
    return yield* callApiRetrying(label, fn, ...args);
  } catch (error: unknown) {
    if (!isOutcomeUnknown(error) || !(yield* select(selectOnline))) throw error;
    // Sent again, as it is safe to; the lost answer is still a failure to count (issue 46).
    yield* reportFailure(`${label}: answer lost`, error);
    return yield* callApiRetrying(label, fn, ...args);
  }
}

/**
 * GET identity's v1 answering for a failed v1_1 (src/api/identity.ts): `onFallback` keeps each failure, `reported`
 * reports them once the call has answered (a saga cannot report from the client's callback).
 */
export function identityFallbacks() {
  const failures: unknown[] = [];
  return {
    onFallback: (error: unknown) => {
      failures.push(error);
    },
    *reported() {
      for (const error of failures.splice(0)) yield* reportFailure('Identity: v1_1', error);
    },
  };
}

/** 000 §7: a registration event names the application and, once the borrower has one, their identity. */
export function* sendRegistrationEvent(
  event: string,
  applicationUuid: string | null,
  identityId: string | null = null,
) {
  const tracker = yield* localTrackerUuid();
  if (!tracker) throw new Error(MSG.trackerRequiredForEvents);
  const navigator = yield* useContext('navigator');
  const { pathname } = navigator.current();
  try {
    yield* callIdempotentWrite('Registration event', sendEvent, {
      domain: 'heloc',
      queryParams: {},
      pagePath: pathname,
      event,
      sessionKey: tracker,
      ...(identityId === null ? {} : { identityId }),
      applicationUuid,
      eventType: 'WEB',
      productType: 'HELOC',
      eventProperties: {},
    });
  } catch (error: unknown) {
    // 000 §7: a DUPLICATE reply means it was already recorded.
    if (!isDuplicateEventError(error)) throw error;
  }
}

/** Where the dashboard's "Continue your application" leads: register-v2 resumes the sequence (issue 17). */
export const CONTINUE_QUERY = 'resume';

export const CONTINUE_HREF = `${REGISTER_V2_BASE}?${CONTINUE_QUERY}=application`;
