import type { HttpRequest } from '../../src/api/http';
import { firstCallOptimizeUser } from '../../src/api/optimize';
import { areaEntered } from '../../features/application/applicationSlice';
import type { RootState } from '../../store/rootReducer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testOrg } from '../support/fixtures';

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

const org = testOrg();
const resolvedOrg: Partial<RootState> = { organization: { status: 'resolved', info: org, pricing: {} } };

/** The app's flags calls' bodies, as the client would send them (JSON, so a missing attribute is not sent). */
function flagsBodies() {
  const bodies: string[] = [];
  const fake = createFakeApi({
    'POST /service-optimize/heloc/api/v1/features': (req: HttpRequest) => {
      bodies.push(JSON.stringify(req.body));
      return [];
    },
  });
  return { api: fake.api, bodies };
}

describe("the flags saga's first call (001 §7, decision 469)", () => {
  test("on an application's page it names the application from the path, before the area is entered", async () => {
    const { api, bodies } = flagsBodies();
    const app = startApp({
      api,
      preloadedState: resolvedOrg,
      initialPath: `/account/heloc/${TEST_UUID}/product/select`,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(app.store.getState().application.uuid).toBeNull();
    // The very body the page's inline script sent with the HTML, so the page's answer is taken.
    expect(bodies).toEqual([JSON.stringify({ optimizeUser: firstCallOptimizeUser(org.orgCode, TEST_UUID) })]);
  });

  test('the same when the area was entered first', async () => {
    const { api, bodies } = flagsBodies();
    const app = startApp({ api, preloadedState: resolvedOrg, initialPath: `/account/heloc/${TEST_UUID}` });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([JSON.stringify({ optimizeUser: firstCallOptimizeUser(org.orgCode, TEST_UUID) })]);
  });

  test.each([
    ['registration', '/account/heloc/register-v2'],
    ['a path whose segment is no UUID', '/account/heloc/not-a-uuid/product/select'],
    ["a signer's page", '/account/heloc/heloc-signer/login'],
    ['a page outside the app', `/dashboard/${TEST_UUID}`],
  ])('elsewhere (%s) it names the organisation alone', async (_, initialPath) => {
    const { api, bodies } = flagsBodies();
    startApp({ api, preloadedState: resolvedOrg, initialPath });
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([JSON.stringify({ optimizeUser: { organization: org.orgCode } })]);
  });
});
