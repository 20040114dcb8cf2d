/** The application area's calls (ours; docs/sandbox.md "Application area"). */
import type { HelocApplication } from './contract';
import {
  STEP_PATHS,
  type StepCall,
  type ApplicationDocument,
  type DocumentKind,
  type IdType,
  type IncomeDocumentType,
  type IncomeLinkResponse,
  type Lien,
  type NotarySlot,
} from './contractApplication';
import type { IncomeRequestRecord } from './contractRegistration';
import type { AdditionalSignerSummary } from './contractSigner';
import type { HttpClient } from './http';

const base = (uuid: string): string => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

export function postStep(
  client: HttpClient,
  uuid: string,
  step: StepCall,
  body: Record<string, unknown>,
): Promise<HelocApplication> {
  return client.request<HelocApplication>({ method: 'POST', path: `${base(uuid)}/${STEP_PATHS[step]}`, body });
}

export function startIncomeLink(client: HttpClient, uuid: string, type: string): Promise<IncomeLinkResponse> {
  return client.request<IncomeLinkResponse>({ method: 'POST', path: `${base(uuid)}/income-links`, body: { type } });
}

export function uploadIncomeDocuments(
  client: HttpClient,
  uuid: string,
  documentType: IncomeDocumentType,
  files: readonly File[],
): Promise<HelocApplication> {
  const form = new FormData();
  form.append('documentType', documentType);
  for (const file of files) form.append('files', file, file.name);
  return client.request<HelocApplication>({ method: 'POST', path: `${base(uuid)}/income-documents`, multipart: form });
}

export function uploadIdentityDocuments(
  client: HttpClient,
  uuid: string,
  idType: IdType,
  front: File,
  back: File | null,
): Promise<HelocApplication> {
  const form = new FormData();
  form.append('idType', idType);
  form.append('front', front, front.name);
  if (back) form.append('back', back, back.name);
  return client.request<HelocApplication>({
    method: 'POST',
    path: `${base(uuid)}/identity-documents`,
    multipart: form,
  });
}

export const getLiens = (client: HttpClient, uuid: string): Promise<Lien[]> =>
  client.request<Lien[]>({ method: 'GET', path: `${base(uuid)}/liens` });

export const getNotarySlots = (client: HttpClient, uuid: string): Promise<NotarySlot[]> =>
  client.request<NotarySlot[]>({ method: 'GET', path: `${base(uuid)}/notary/slots` });

export const getDocuments = (client: HttpClient, uuid: string, kind: DocumentKind): Promise<ApplicationDocument[]> =>
  client.request<ApplicationDocument[]>({ method: 'GET', path: `${base(uuid)}/documents`, query: { kind } });

export const getIncomeRequests = (client: HttpClient, uuid: string): Promise<IncomeRequestRecord[]> =>
  client.request<IncomeRequestRecord[]>({ method: 'GET', path: `${base(uuid)}/income-verification` });

/** The signers the borrower invited, with where each stands (src/api/contractSigner.ts). */
export const getAdditionalSigners = (client: HttpClient, uuid: string): Promise<AdditionalSignerSummary[]> =>
  client.request<AdditionalSignerSummary[]>({ method: 'GET', path: `${base(uuid)}/${STEP_PATHS.additionalSigners}` });
