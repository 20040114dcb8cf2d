/** The lender's public pages (000 §2.1): policy documents and state licences. Public calls. */
import type { LegalDocument, LegalDocumentKind, StateLicensesResponse } from './contractShell';
import type { HttpClient } from './http';

export function getLegalDocument(client: HttpClient, orgCode: string, kind: LegalDocumentKind): Promise<LegalDocument> {
  return client.request<LegalDocument>({
    method: 'GET',
    path: `/service-application/external/api/v1/heloc/legal-documents/${kind}`,
    query: { orgCode },
  });
}

export function getStateLicenses(client: HttpClient, orgCode: string): Promise<StateLicensesResponse> {
  return client.request<StateLicensesResponse>({
    method: 'GET',
    path: '/service-application/external/api/v1/heloc/state-licenses',
    query: { orgCode },
  });
}
