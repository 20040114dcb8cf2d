import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { adverseActionActions } from '../features/application/adverseActionSlice';
import { NOTICE_TEXT } from '../features/application/adverseActionText';
import type { NoticeFacts } from '../features/application/adverseActionDocument';
import { formatAddress } from '../features/application/progress';
import { getAdverseActionNotice } from '../src/api/adverseAction';
import { DEFAULT_ERROR_MESSAGE, isApiError } from '../src/api/http';
import { translatorFor } from '../src/i18n/translator';
import type { RootState } from '../store/rootReducer';
import { reportCallFailure, reportFailure } from './failureReport';
import { callApiRetrying } from './retry';

/**
 * The declined borrower's adverse-action notice (issue 36): loads it for error/decline, and builds and saves its PDF
 * in the borrower's language on request. Loaded on demand (sagas/lazySagas.ts): only the decline screen asks.
 */

/** 000 §8: the platform's errors joined, else the default; never a browser's own network text. */
const failureMessage = (error: unknown): string => (isApiError(error) ? error.message : DEFAULT_ERROR_MESSAGE);

function* loadNotice({ payload }: ReturnType<typeof adverseActionActions.noticeRequested>) {
  const { applicationUuid } = payload;
  try {
    const adverseActionNotice = yield* callApiRetrying(
      'Adverse action notice',
      getAdverseActionNotice,
      applicationUuid,
    );
    yield* put(adverseActionActions.noticeReceived({ applicationUuid, adverseActionNotice }));
  } catch (error: unknown) {
    yield* reportCallFailure('Adverse action notice', error);
    yield* put(adverseActionActions.noticeFailed({ applicationUuid, message: failureMessage(error) }));
  }
}

/** What the PDF needs from the store, or null when there is no notice to print. */
const factsOf = (state: RootState): NoticeFacts | null => {
  const { notice } = state.adverseAction;
  const application = state.application.application;
  if (notice.status !== 'succeeded' || !notice.adverseActionNotice || state.organization.status !== 'resolved')
    return null;
  return {
    notice: notice.adverseActionNotice,
    lender: state.organization.info.orgMetaData.companyInfo,
    applicationId: application?.loanNumber ?? '',
    property: application ? formatAddress(application.property) : '',
  };
};

/** Saves the bytes under `name` through a blob URL: the browser's own download, nothing sent anywhere. */
export function savePdf(bytes: Uint8Array, name: string): void {
  const href = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after click() returns; revoking at once could cancel the download.
  window.setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 60_000);
}

function* download() {
  const facts = yield* select(factsOf);
  const locale = yield* select((state: RootState) => state.locale.active);
  try {
    if (!facts) throw new Error('no notice to download');
    const { adverseActionPdf } = yield* call(
      () => import(/* webpackChunkName: "adverse-action-pdf" */ '../features/application/adverseActionPdf'),
    );
    const bytes = yield* call(adverseActionPdf, facts, translatorFor(locale));
    yield* call(savePdf, bytes, `adverse-action-notice-${facts.notice.decisionDate}.pdf`);
    yield* put(adverseActionActions.downloadSaved());
  } catch (error: unknown) {
    yield* reportFailure('Adverse action notice PDF', error);
    yield* put(adverseActionActions.downloadFailed({ message: NOTICE_TEXT.downloadFailed }));
  }
}

/** Handles the action that loaded it (sagas/lazySagas.ts), then every later one. */
export function* adverseActionSaga(first: Action) {
  if (adverseActionActions.noticeRequested.match(first)) yield* fork(loadNotice, first);
  if (adverseActionActions.downloadRequested.match(first)) yield* fork(download);
  yield* takeLatest(adverseActionActions.noticeRequested, loadNotice);
  yield* takeLeading(adverseActionActions.downloadRequested, download);
}
