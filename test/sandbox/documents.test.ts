import { PDFDocument } from 'pdf-lib';
import type { ApplicationDocument } from '../../src/api/contractApplication';
import type { CreateBorrowerResponse } from '../../src/api/contractSandbox';
import { DOCUMENTS_BASE } from '../../sandbox/services/applicationDocuments';
import { bearer, createBorrower, errorsOf, startSandbox, type Harness } from './harness';

const HELOC = '/service-application/api/v1/application/heloc';

/** Issue 18: the closing documents are PDFs that only their owner may read, with the token like any platform call. */
describe('the closing documents (GET {DOCUMENTS_BASE}/{id})', () => {
  let harness: Harness;
  let owner: CreateBorrowerResponse;
  let other: CreateBorrowerResponse;
  let documents: ApplicationDocument[];
  beforeAll(async () => {
    harness = await startSandbox();
    owner = await createBorrower(harness.app, {
      firstName: 'Dana',
      lastName: 'Okafor',
      checklistStatus: 'NOTE_SIGNING',
    });
    other = await createBorrower(harness.app, { checklistStatus: 'NOTE_SIGNING' });
    const list = await harness.app.inject({
      url: `${HELOC}/${owner.applicationUuid}/documents?kind=notes`,
      headers: bearer(owner.jwt),
    });
    documents = list.json<ApplicationDocument[]>();
    // A sandbox start (migrations, seed data) can pass jest's 5 s on a loaded machine.
  }, 30_000);
  afterAll(() => harness.close());

  const get = (url: string, jwt?: string) =>
    harness.app.inject({ url, ...(jwt === undefined ? {} : { headers: bearer(jwt) }) });

  it('lists each document with its title and the authenticated PDF address, and no page images', () => {
    expect(documents.map((doc) => doc.title)).toEqual([
      'Home Equity Line of Credit Agreement and Note',
      'Deed of Trust',
    ]);
    for (const doc of documents)
      expect(doc).toEqual({ id: doc.id, title: doc.title, pdfUrl: `${DOCUMENTS_BASE}/${doc.id}` });
  });

  it('answers the owner 200 with application/pdf, a body starting %PDF, not stored by caches', async () => {
    const response = await get(documents[1]?.pdfUrl ?? '', owner.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Deed of Trust');
    expect(pdf.getPageCount()).toBe(3);
  });

  it('answers 401 without a token, and the PDF never', async () => {
    const response = await get(documents[0]?.pdfUrl ?? '');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).not.toContain('pdf');
    expect(response.json()).toEqual({ message: 'unauthenticated' });
  });

  it('answers 403 to another borrower, with a message that does not end the session', async () => {
    const response = await get(documents[0]?.pdfUrl ?? '', other.jwt);
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)).toEqual(['This document belongs to someone else']);
    expect(response.json()).not.toHaveProperty('message');
  });

  it('answers 404 for an id that is no document, and for one that is not an id', async () => {
    expect((await get(`${DOCUMENTS_BASE}/00000000-0000-4000-8000-000000000000`, owner.jwt)).statusCode).toBe(404);
    expect((await get(`${DOCUMENTS_BASE}/${documents[0]?.id ?? ''}.pdf`, owner.jwt)).statusCode).toBe(404);
  });

  it('leaves the old capability URLs and page images behind', async () => {
    const id = documents[0]?.id ?? '';
    expect((await get(`/service-documents/api/v1/documents/${id}.pdf`)).statusCode).toBe(404);
    expect((await get(`/service-documents/api/v1/documents/${id}/pages/1.svg`)).statusCode).toBe(404);
  });
});
