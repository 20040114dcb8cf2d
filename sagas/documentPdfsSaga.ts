import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import { getDocumentPdf } from '../src/api/documents';
import { borrowerMessage, isApiError } from '../src/api/http';
import { documentPdfsActions as pdfs } from '../features/documents/documentPdfsSlice';
import { pdfBytes } from '../features/documents/pdfBytes';
import type { RootState } from '../store/rootReducer';
import { reportFailure } from './failureReport';
import { callApiRetrying } from './retry';

/**
 * Fetches a document's PDF with the session's token (callApi: a 401 ends the session as any call's does, 000 §6),
 * leaves the bytes in pdfBytes and reports only their size: bytes never enter an action or the store. A GET, so a
 * transient fault is retried on the one schedule before the borrower is told (a phone's blip must not stop signing).
 */
function* loadPdf({ payload }: ReturnType<typeof pdfs.requested>) {
  try {
    const bytes = yield* callApiRetrying('Document PDF', getDocumentPdf, payload.url);
    pdfBytes.put(payload.id, bytes);
    yield* put(pdfs.loaded({ id: payload.id, byteLength: bytes.byteLength }));
  } catch (error: unknown) {
    const httpStatus = isApiError(error) && error.kind === 'http' ? error.status : null;
    yield* reportFailure('Document download', error);
    yield* put(pdfs.failed({ id: payload.id, httpStatus, message: borrowerMessage(error) }));
  }
}

function* release({ payload }: ReturnType<typeof pdfs.released>) {
  yield* call(() => {
    for (const id of payload.ids) pdfBytes.release(id);
  });
}

/**
 * Loaded by the first PDF a screen asks for (sagas/lazySagas.ts). A viewer asks for all its documents at once, and
 * requests made while this chunk downloads are not replayed, so it starts from state: every PDF still loading.
 */
export function* documentPdfsSaga(_first: Action) {
  const waiting = yield* select((state: RootState) => Object.entries(state.documentPdfs));
  for (const [id, load] of waiting)
    if (load.status === 'loading') yield* fork(loadPdf, pdfs.requested({ id, url: load.url }));
  yield* takeEvery(pdfs.requested, loadPdf);
  yield* takeEvery(pdfs.released, release);
}
