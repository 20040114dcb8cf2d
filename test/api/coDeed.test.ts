import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { runSaga, type Saga } from 'redux-saga';
import {
  getCoDeedStatus,
  getSignerDocuments,
  isCoDeedStatusRetryable,
  signSignerDocuments,
  uploadSignerIdentity,
} from '../../src/api/coDeed';
import { CO_DEED_BASE, type CoDeedStatus } from '../../src/api/contractSigner';
import { ApiError, RETRY_POLICY, type HttpClient } from '../../src/api/http';
import { callWithRetry } from '../../sagas/retry';
import { makeClient, startServer, TOKEN, url } from './support';

const server = startServer();
const STATUS_URL = url(`${CO_DEED_BASE}/status`);

const status: CoDeedStatus = {
  applicationUuid: 'app-1',
  loanNumber: 'HL0001',
  status: 'INVITED',
  invitedAt: '2026-01-01T00:00:00.000Z',
  signedAt: null,
};

/** The status call through the 001 §7 retry helper, as the signer saga makes it; answers calls made and outcome. */
async function statusWithRetry(client: HttpClient) {
  const task = runSaga(
    {
      context: { api: client, logger: { warn: jest.fn(), error: jest.fn() } },
      dispatch: jest.fn(),
      // A failure is the outcome read below, not an uncaught error for redux-saga to print.
      onError: jest.fn(),
    },
    callWithRetry as Saga,
    'Co-deed status',
    RETRY_POLICY,
    isCoDeedStatusRetryable,
    getCoDeedStatus,
  );
  const outcome = task.toPromise().then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  // Every wait of the policy (1, 2, 4, 8 s) passes on the fake clock.
  await jest.advanceTimersByTimeAsync(20_000);
  return outcome;
}

describe('co-deed status (001 §7)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('GET .../heloc/co-deed/status with the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(STATUS_URL, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(status);
      }),
    );
    await expect(statusWithRetry(makeClient().client)).resolves.toEqual({ value: status });
    expect(authorization).toBe(TOKEN);
    expect(STATUS_URL).toBe('https://platform.test/service-application/api/v1/application/heloc/co-deed/status');
  });

  test('a 400 (not an additional signer) is not retried', async () => {
    let calls = 0;
    server.use(
      http.get(STATUS_URL, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['Not an additional signer'] }, { status: 400 });
      }),
    );
    const outcome = await statusWithRetry(makeClient().client);
    expect(calls).toBe(1);
    expect(outcome).toEqual({ error: expect.any(ApiError) as unknown });
    expect((outcome as { error: ApiError }).error.message).toBe('Not an additional signer');
  });

  test('a 500 is retried, up to 5 attempts in all, then fails', async () => {
    const at: number[] = [];
    server.use(
      http.get(STATUS_URL, () => {
        at.push(Date.now());
        return HttpResponse.json({ errors: ['Down'] }, { status: 500 });
      }),
    );
    const outcome = await statusWithRetry(makeClient().client);
    expect(at).toHaveLength(5);
    // 1000 ms, doubling.
    expect(at.slice(1).map((time, index) => time - (at[index] ?? 0))).toEqual([1000, 2000, 4000, 8000]);
    expect((outcome as { error: ApiError }).error.status).toBe(500);
  });

  test('a 500 then an answer: the answer wins', async () => {
    let calls = 0;
    server.use(
      http.get(STATUS_URL, () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(status);
      }),
    );
    await expect(statusWithRetry(makeClient().client)).resolves.toEqual({ value: status });
    expect(calls).toBe(3);
  });

  test('an ended session (401) is not retried either', () => {
    expect(isCoDeedStatusRetryable(new ApiError({ status: 401, body: null }))).toBe(false);
    expect(isCoDeedStatusRetryable(new ApiError({ status: 0, body: null }))).toBe(true);
  });
});

describe("the signer's steps (src/api/contractSigner.ts)", () => {
  test('identity documents go as multipart idType, front and back', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post(url(`${CO_DEED_BASE}/identity-documents`), async ({ request }) => {
        const form = await request.formData();
        fields = Object.fromEntries(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
        );
        return HttpResponse.json({ ...status, status: 'IDENTITY_VERIFIED' });
      }),
    );
    // Node's File: the FormData under jest-fixed-jsdom is Node's, which takes no jsdom File.
    const front = new NodeFile(['front'], 'front.png', { type: 'image/png' }) as unknown as File;
    const back = new NodeFile(['back'], 'back.png', { type: 'image/png' }) as unknown as File;
    await expect(uploadSignerIdentity(makeClient().client, 'STATE_ID', front, back)).resolves.toMatchObject({
      status: 'IDENTITY_VERIFIED',
    });
    expect(fields).toEqual({ idType: 'STATE_ID', front: 'front.png', back: 'back.png' });
  });

  test('documents, then signatures with every document id', async () => {
    const documents = [{ id: 'd1', title: 'Deed', pdfUrl: '/d1.pdf' }];
    let body: unknown = null;
    server.use(
      http.get(url(`${CO_DEED_BASE}/documents`), () => HttpResponse.json(documents)),
      http.post(url(`${CO_DEED_BASE}/signatures`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...status, status: 'SIGNED' });
      }),
    );
    const { client } = makeClient();
    await expect(getSignerDocuments(client)).resolves.toEqual(documents);
    await expect(signSignerDocuments(client, ['d1'])).resolves.toMatchObject({ status: 'SIGNED' });
    expect(body).toEqual({ documentIds: ['d1'] });
  });
});
