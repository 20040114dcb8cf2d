/** An additional signer's own calls (001 §7 co-deed status; the steps are ours, src/api/contractSigner.ts). */
import type { ApplicationDocument, IdType } from './contractApplication';
import { CO_DEED_BASE, type CoDeedStatus, type SignerSignaturesRequest } from './contractSigner';
import { isApiError, isUnauthenticatedError, type HttpClient } from './http';

/** 001 §7: GET co-deed/status, for additional signers only; retried by the retry helper, but not on 400. */
export function getCoDeedStatus(client: HttpClient): Promise<CoDeedStatus> {
  return client.request<CoDeedStatus>({ method: 'GET', path: `${CO_DEED_BASE}/status` });
}

/**
 * Whether a failed co-deed status call is worth another attempt: a 400 is the platform saying "not an additional
 * signer" (001 §7: not retried), and an ended session is not retried either (000 §6 sends the user to login).
 */
export const isCoDeedStatusRetryable = (error: unknown): boolean =>
  !(isApiError(error) && (error.status === 400 || isUnauthenticatedError(error)));

/** 001 §7 says nothing of the 400's text; the platform's is `Not an additional signer`. */
export const isNotASignerError = (error: unknown): boolean => isApiError(error) && error.status === 400;

export function uploadSignerIdentity(
  client: HttpClient,
  idType: IdType,
  front: File,
  back: File | null,
): Promise<CoDeedStatus> {
  const form = new FormData();
  form.append('idType', idType);
  form.append('front', front, front.name);
  if (back) form.append('back', back, back.name);
  return client.request<CoDeedStatus>({ method: 'POST', path: `${CO_DEED_BASE}/identity-documents`, multipart: form });
}

export function getSignerDocuments(client: HttpClient): Promise<ApplicationDocument[]> {
  return client.request<ApplicationDocument[]>({ method: 'GET', path: `${CO_DEED_BASE}/documents` });
}

export function signSignerDocuments(client: HttpClient, documentIds: readonly string[]): Promise<CoDeedStatus> {
  const body: SignerSignaturesRequest = { documentIds: [...documentIds] };
  return client.request<CoDeedStatus>({ method: 'POST', path: `${CO_DEED_BASE}/signatures`, body });
}
