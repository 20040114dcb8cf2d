import { getApplication } from '../api/application';
import { fetchFeatureFlags, firstCallOptimizeUser } from '../api/optimize';
import { CHECKLIST_STATUSES } from '../api/contract';
import { getTimeline } from '../api/timeline';
import { readsTimeline } from '../../features/application/stages';
import { ORG_INFO_ELEMENT_ID } from '../api/contractShell';
import { createHttpClient, createMemoryTokenStore, TOKEN_STORAGE_KEY, type HttpClient } from '../api/http';
import { SENT_FIRST_CALLS } from '../api/sentFirstCalls';
import { ANY_APPLICATION_UUID } from '../lib/url';
import { pageScriptCaught } from '../lib/pageScriptFailures';
import { firstScreensByStatus } from '../../features/application/routing/firstScreens';
import { screenDataOf } from '../../features/application/screenData';
import { SCREEN_COPY_KEY } from '../../features/offline/storageKey';
import { sendFirstCalls } from '../../sagas/applicationSaga';
import { dataCall } from '../../sagas/screenDataCalls';

/** The application pages the sandbox and nginx answer with the prerendered frame name a UUID (sandbox/appHost.ts). */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

interface RecordedCall {
  url: string;
  method: string;
  body: string | null;
}

/**
 * The calls `send` makes for any application (ANY_APPLICATION_UUID, replaced in the page), as the app's HTTP client
 * sends them: made through a client whose fetch records them and never answers.
 */
async function recordedCalls(send: (client: HttpClient) => Promise<unknown>): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const client = createHttpClient({
    baseUrl: '',
    orgCode: 'build',
    origin: 'https://build.invalid',
    tokenStore: createMemoryTokenStore('Bearer build'),
    fetchImpl: (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      calls.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : null });
      return new Promise<Response>(() => undefined);
    },
  });
  void send(client);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls;
}

const recordedUrls = async (send: (client: HttpClient) => Promise<unknown>): Promise<string[]> =>
  (await recordedCalls(send)).map((call) => call.url);

/** Stands for the page's organisation in the flags call's recorded body; the page puts its own in. */
const ANY_ORGANIZATION = 'any-organization';

/**
 * The feature flags' first call (decisions 467, 469): a POST whose body names the organisation and the application,
 * which the page puts in.
 */
async function flagsCall(): Promise<{ url: string; body: string }> {
  const [flags] = await recordedCalls((client) =>
    fetchFeatureFlags(client, firstCallOptimizeUser(ANY_ORGANIZATION, ANY_APPLICATION_UUID)),
  );
  const body = flags?.method === 'POST' ? flags.body : null;
  if (body === null || !body.includes(JSON.stringify(ANY_ORGANIZATION)) || !body.includes(ANY_APPLICATION_UUID))
    throw new Error('the flags call is no longer a POST naming the organisation and the application in its body');
  return { url: flags?.url ?? '', body };
}

/** The files of a screen's code, by the screen's path under the application (tools/prerender.tsx finds them). */
export type ScreenFiles = Readonly<Record<string, readonly string[]>>;

/**
 * What the page starts once the application has answered (decision 350), by checklist status: the files of the
 * screen the status leads to and the calls for its data. Only statuses whose screen the status alone decides.
 */
async function screenStarts(screenFiles: ScreenFiles) {
  const byStatus = firstScreensByStatus();
  const byPath: Record<string, { f: readonly string[]; c: string[] }> = {};
  for (const path of new Set(Object.values(byStatus))) {
    const calls = await recordedUrls((client) =>
      Promise.all(screenDataOf(path).map((key) => dataCall(client, ANY_APPLICATION_UUID, key))),
    );
    const files = screenFiles[path] ?? [];
    if (files.length > 0 || calls.length > 0) byPath[path] = { f: files, c: calls };
  }
  const statuses = Object.fromEntries(Object.entries(byStatus).filter(([, path]) => byPath[path] !== undefined));
  return { statuses, byPath };
}

/**
 * An application page's first calls, sent by the page itself (issue 16, decision 176): the profile and the
 * application leave with the HTML rather than once the app's scripts have arrived and run, which on a phone is the
 * longest wait before the screen. The calls are those the start-up sends first, recorded at build time
 * (tools/prerender.tsx), so the two cannot drift apart. The script sends them only for a signed-in page of an
 * application, with the headers the app's HTTP client sends (the stored token, the injected organisation, the page's
 * origin), and leaves the answers for src/api/sentFirstCalls.ts, which takes an answer only for the very same request.
 * Once the application has answered, it starts the screen its status leads to as well (`screenStarts`), and reads the
 * sidebar's road to funding where the app reads it (decision 382). ES5 and self-contained; allowed by the CSP through
 * its sha256.
 */
export async function firstCallsScript(screenFiles: ScreenFiles = {}): Promise<string> {
  const urls = await recordedUrls((client) => sendFirstCalls(client, ANY_APPLICATION_UUID));
  if (urls.length === 0) throw new Error('sendFirstCalls sent no call to record');
  const [applicationUrl] = await recordedUrls((client) => getApplication(client, ANY_APPLICATION_UUID));
  const application = urls.indexOf(applicationUrl ?? '');
  if (application === -1) throw new Error("sendFirstCalls no longer sends the application's call");
  const { statuses, byPath } = await screenStarts(screenFiles);
  const [timelineUrl] = await recordedUrls((client) => getTimeline(client, ANY_APPLICATION_UUID));
  const flags = await flagsCall();
  // The statuses whose road to funding the app reads (the stage alone decides it; a manual notary is as late).
  const timelineStatuses = CHECKLIST_STATUSES.filter((checklistStatus) =>
    readsTimeline({ status: { checklistStatus, manualNotary: false } }),
  );
  return [
    '(function(w,d){try{',
    `var t=w.localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});if(!t||!w.fetch)return;`,
    "var u=w.location.pathname.split('/')[3]||'';",
    `if(!/^${UUID}$/.test(u))return;`,
    `var e=d.getElementById(${JSON.stringify(ORG_INFO_ELEMENT_ID)});if(!e)return;`,
    // Broken organisation data is the app's to report (the private-label error), not this script's.
    "var o;try{o=JSON.parse(e.textContent||'')}catch(x){return}if(!o||typeof o.orgCode!=='string')return;",
    "var h={'x-org':o.orgCode,'x-origin':w.location.origin,'authorization':t},c=[];function N(){return null}",
    // Signed in, so not kept in the HTTP cache, as the app's own signed-in calls (src/api/http.ts).
    "function go(url,i){i.credentials='include';i.cache='no-store';var r=w.fetch(url,i);",
    // Handled here so an answer nobody takes is no unhandled rejection; the taker still gets the failure.
    "r['catch'](function(){});",
    'c.push({url:url,method:i.method,body:i.body||null,headers:i.headers,response:r});return r}',
    `function send(p){return go(p.split(${JSON.stringify(ANY_APPLICATION_UUID)}).join(u),{method:'GET',headers:h})}`,
    `var s=${JSON.stringify(urls)}.map(send),n={at:Date.now(),calls:c};`,
    // The feature flags' first call, after the GETs it must not hold up (decision 467), as the app's client sends it.
    `go(${JSON.stringify(flags.url)},{method:'POST',`,
    "headers:{'x-org':o.orgCode,'x-origin':h['x-origin'],'authorization':t,'content-type':'application/json'},",
    `body:${JSON.stringify(flags.body)}`,
    `.split(${JSON.stringify(JSON.stringify(ANY_ORGANIZATION))}).join(JSON.stringify(o.orgCode))`,
    `.split(${JSON.stringify(ANY_APPLICATION_UUID)}).join(u)});`,
    // Once the application has answered, the screen its status leads to: its code is preloaded and its data asked
    // for, while the app's own scripts still download (decision 350). Not on a return visit that kept the screen
    // on the device: the app restores it and asks for the same at once.
    `if(!w.localStorage.getItem(${JSON.stringify(SCREEN_COPY_KEY)})){`,
    `var S=${JSON.stringify(statuses)},P=${JSON.stringify(byPath)};`,
    // A call that failed, or an answer that is not JSON, is the app's to report: it takes the same answer.
    `n.hint=s[${application}].then(function(r){return r.ok?r.clone().json()['catch'](N):null},N).then(function(a){`,
    // Only where the app will show that screen: the area's root, or the screen itself (a link to another screen of
    // the area keeps the borrower there).
    "var q=a&&a.isInquiry===false&&a.status?S[a.status.checklistStatus]:null,r=w.location.pathname.split('/').slice(4).join('/');",
    // The sidebar's road to funding, which the app reads from the offer on, whatever the screen.
    `if(a&&a.status&&${JSON.stringify(timelineStatuses)}.indexOf(a.status.checklistStatus)>=0)send(${JSON.stringify(timelineUrl)});`,
    "var p=q&&(r===''||r===q||r.indexOf(q+'/')===0)?P[q]:null;if(!p)return;",
    "p.f.forEach(function(f){var l=d.createElement('link');l.rel='preload';",
    "l.setAttribute('as',/\\.css$/.test(f)?'style':'script');l.href=f;d.head.appendChild(l)});p.c.forEach(send)",
    `})['catch'](function(x){${pageScriptCaught('first calls')}})}`,
    `w[${JSON.stringify(SENT_FIRST_CALLS)}]=n`,
    // Whatever goes wrong here, the app sends its own calls, and reports it (decision 428).
    `}catch(x){${pageScriptCaught('first calls')}}})(window,document);`,
  ].join('');
}
