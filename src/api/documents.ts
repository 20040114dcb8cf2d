import type { HttpClient } from './http';

/**
 * A closing document's PDF (issue 18): the list's `pdfUrl`, read with the bearer token like every platform call. Only
 * a path on the platform is accepted, so the token never goes to another origin named by an answer.
 */
export async function getDocumentPdf(client: HttpClient, pdfUrl: string): Promise<ArrayBuffer> {
  if (!pdfUrl.startsWith('/') || pdfUrl.startsWith('//')) throw new TypeError('A document address must be a path');
  const body = await client.request<unknown>({ method: 'GET', path: pdfUrl, headers: { Accept: 'application/pdf' } });
  // By tag, not instanceof: the buffer may come from another realm (a fetch polyfill, a test environment).
  if (Object.prototype.toString.call(body) !== '[object ArrayBuffer]') throw new TypeError('The document is not a PDF');
  return body as ArrayBuffer;
}
