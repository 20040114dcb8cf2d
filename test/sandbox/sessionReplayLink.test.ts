import { bearer, createBorrower, errorsOf, startSandbox, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(async () => {
  await harness.close();
});

const linkUrl = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/full-story-link`;

test('PUT full-story-link keeps the link for the borrower’s own application only', async () => {
  const owner = await createBorrower(harness.app);
  const other = await createBorrower(harness.app);
  const saved = await harness.app.inject({
    method: 'PUT',
    url: linkUrl(owner.applicationUuid),
    headers: bearer(owner.jwt),
    payload: { link: 'https://app.example/session-replay/s-1' },
  });
  expect(saved.statusCode).toBe(204);
  const events = await harness.app.inject({ method: 'GET', url: '/__sandbox/events?kind=session-replay-link' });
  expect(events.json()).toEqual([
    expect.objectContaining({
      body: { applicationUuid: owner.applicationUuid, link: 'https://app.example/session-replay/s-1' },
    }),
  ]);

  const foreign = await harness.app.inject({
    method: 'PUT',
    url: linkUrl(owner.applicationUuid),
    headers: bearer(other.jwt),
    payload: { link: 'https://app.example/x' },
  });
  expect(foreign.statusCode).toBe(404);
  const bad = await harness.app.inject({
    method: 'PUT',
    url: linkUrl(owner.applicationUuid),
    headers: bearer(owner.jwt),
    payload: { link: 'javascript:alert(1)' },
  });
  expect(bad.statusCode).toBe(400);
  expect(errorsOf(bad)).toEqual(['link must be an http(s) URL']);
  const anonymous = await harness.app.inject({
    method: 'PUT',
    url: linkUrl(owner.applicationUuid),
    payload: { link: 'https://a.example' },
  });
  expect(anonymous.statusCode).toBe(401);
});
