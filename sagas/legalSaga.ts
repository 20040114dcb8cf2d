import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { getLegalDocument, getStateLicenses } from '../src/api/legal';
import { legalActions } from '../features/legal/legalSlice';
import { DEFAULT_ERROR_MESSAGE, isApiError } from '../src/api/http';
import type { RootState } from '../store/rootReducer';
import { callApiRetrying } from './retry';
import { reportCallFailure } from './failureReport';

/** 000 §8: the platform's errors joined, else the default; never a browser's own network text. */
const failureMessage = (error: unknown): string => (isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);

const orgCodeOf = (state: RootState): string | null =>
  state.organization.status === 'resolved' ? state.organization.info.orgCode : null;

function* loadDocument({ payload }: ReturnType<typeof legalActions.documentRequested>) {
  const orgCode = yield* select(orgCodeOf);
  // Without an organisation the frame already shows the private-label error (001 §1); nothing to ask for.
  if (orgCode === null) return;
  try {
    const document = yield* callApiRetrying('Legal document', getLegalDocument, orgCode, payload.kind);
    yield* put(legalActions.documentReceived({ document }));
  } catch (error: unknown) {
    yield* reportCallFailure(`Legal document: ${payload.kind}`, error);
    yield* put(legalActions.documentFailed({ kind: payload.kind, message: failureMessage(error) }));
  }
}

function* loadLicenses() {
  const orgCode = yield* select(orgCodeOf);
  if (orgCode === null) return;
  try {
    const { items } = yield* callApiRetrying('State licenses', getStateLicenses, orgCode);
    yield* put(legalActions.licensesReceived({ items }));
  } catch (error: unknown) {
    yield* reportCallFailure('State licenses', error);
    yield* put(legalActions.licensesFailed({ message: failureMessage(error) }));
  }
}

/** Loaded by the first public page that needs the platform (sagas/lazySagas.ts), which it handles itself. */
export function* legalSaga(first: Action) {
  if (legalActions.documentRequested.match(first)) yield* call(loadDocument, first);
  if (legalActions.licensesRequested.match(first)) yield* call(loadLicenses);
  yield* takeLatest(legalActions.documentRequested, loadDocument);
  yield* takeLatest(legalActions.licensesRequested, loadLicenses);
}
