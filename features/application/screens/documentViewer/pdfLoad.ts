/**
 * A document's PDF as a screen holds it: asked of the documents saga when nobody has yet (or its bytes were released),
 * and released when the screen that showed it goes, so a return visit fetches it again with the current token.
 */
import { useCallback, useEffect } from 'react';
import type { ApplicationDocument } from '../../../../src/api/contractApplication';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { documentPdfsActions } from '../../../documents/documentPdfsSlice';
import { pdfBytes } from '../../../documents/pdfBytes';

/** The document's PDF as the store knows it; asks the documents saga for it when nobody has yet. */
export function usePdfLoad(doc: ApplicationDocument) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.documentPdfs[doc.id]);
  const request = useCallback(
    () => dispatch(documentPdfsActions.requested({ id: doc.id, url: doc.pdfUrl })),
    [dispatch, doc.id, doc.pdfUrl],
  );
  useEffect(() => {
    // Loaded but its bytes gone (another screen released them): fetched again.
    if (load === undefined || (load.status === 'loaded' && pdfBytes.get(doc.id) === undefined)) request();
  }, [load, doc.id, request]);
  return { load, request };
}

/** Leaving the screen drops the bytes; a return visit fetches them again with the current token. */
export function useReleaseOnLeave(documents: readonly ApplicationDocument[]) {
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(documentPdfsActions.released({ ids: documents.map((doc) => doc.id) }));
    },
    [dispatch, documents],
  );
}
