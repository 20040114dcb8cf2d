/** service-conditions (001 §7) and the phone alias that answers a MISSING_PHONE_NUMBER condition. */
import type { Condition, ConditionUploadResponse } from './contractShell';
import type { HttpClient } from './http';

const BASE = '/service-conditions/external/api/v1/applications';

export function getConditions(client: HttpClient, applicationUuid: string): Promise<Condition[]> {
  return client.request<Condition[]>({
    method: 'GET',
    path: `${BASE}/${encodeURIComponent(applicationUuid)}/conditions/external-applicants`,
  });
}

/** Multipart: one documentType for every file (the sandbox's contract, docs/sandbox.md). */
export function uploadConditionDocuments(
  client: HttpClient,
  applicationUuid: string,
  conditionUuid: string,
  documentType: string,
  files: readonly File[],
): Promise<ConditionUploadResponse> {
  const form = new FormData();
  form.append('documentType', documentType);
  for (const file of files) form.append('files', file, file.name);
  return client.request<ConditionUploadResponse>({
    method: 'POST',
    path: `${BASE}/${encodeURIComponent(applicationUuid)}/conditions/${encodeURIComponent(conditionUuid)}/documents`,
    multipart: form,
  });
}

/** 001 §7 PUT /identity/secure/api/v1/identity/alias {type: Phone, value}. */
export function savePhoneAlias(client: HttpClient, phone: string): Promise<null> {
  return client.request<null>({
    method: 'PUT',
    path: '/identity/secure/api/v1/identity/alias',
    body: { type: 'Phone', value: phone },
  });
}
