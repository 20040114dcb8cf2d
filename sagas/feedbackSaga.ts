import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { sendCeoFeedback } from '../src/api/feedback';
import { FEEDBACK_TEXT } from '../features/feedback/schemas';
import { failed, submitted, succeeded } from '../features/feedback/feedbackSlice';
import { pendingFeedback } from '../features/feedback/pendingFeedback';
import { toastShown } from '../features/toasts/toastsSlice';
import type { RootState } from '../store/rootReducer';
import { failureWords, submitFailureMessage } from './submitFailure';
import { callApi } from './callApi';
import { reportCallFailure, reportFailure } from './failureReport';

function* send({ payload }: ReturnType<typeof submitted>) {
  const message = pendingFeedback.take();
  if (message === null) {
    // The form hands the message over just before this action: without it the app lost what was typed (issue 46).
    yield* reportFailure('Feedback', new Error('no message to send'));
    yield* put(failed({ message: 'Something went wrong. Please try again.' }));
    return;
  }
  const applicationUuid = yield* select((state: RootState) => state.application.uuid);
  try {
    yield* callApi(sendCeoFeedback, {
      ...(applicationUuid ? { applicationUuid } : {}),
      message,
      topic: payload.topic,
      marketingConsent: payload.marketingConsent,
      pathname: payload.pathname,
      productType: 'HELOC',
    });
  } catch (error: unknown) {
    yield* reportCallFailure('Feedback', error);
    yield* put(failed({ message: submitFailureMessage(error, failureWords) }));
    return;
  }
  yield* put(succeeded());
  yield* put(toastShown({ message: FEEDBACK_TEXT.thanks, variant: 'success' }));
}

/** Loaded by the first submission (sagas/lazySagas.ts), which it sends as `takeLeading` would have. */
export function* feedbackSaga(first: Action) {
  if (submitted.match(first)) yield* call(send, first);
  yield* takeLeading(submitted, send);
}
