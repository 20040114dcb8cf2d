import { ORG_INFO_ELEMENT_ID } from '../api/contractShell';
import { createHttpClient, createMemoryTokenStore, TOKEN_STORAGE_KEY } from '../api/http';
import { SENT_FIRST_CALLS } from '../api/sentFirstCalls';
import { ANY_APPLICATION_UUID } from '../lib/url';
import { sendFirstCalls } from '../../sagas/applicationSaga';

/** The application pages the sandbox and nginx answer with the prerendered frame name a UUID (sandbox/appHost.ts). */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The URLs of the start-up's first calls (`sendFirstCalls`) as the app's HTTP client sends them, for any application
 * (ANY_APPLICATION_UUID, replaced in the page): made through a client whose fetch records them and never answers.
 */
async function firstCallUrls(): Promise<string[]> {
  const urls: string[] = [];
  const client = createHttpClient({
    baseUrl: '',
    orgCode: 'build',
    origin: 'https://build.invalid',
    tokenStore: createMemoryTokenStore('Bearer build'),
    fetchImpl: (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return new Promise<Response>(() => undefined);
    },
  });
  void sendFirstCalls(client, ANY_APPLICATION_UUID);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (urls.length === 0) throw new Error('sendFirstCalls sent no call to record');
  return urls;
}

/**
 * An application page's first calls, sent by the page itself (issue 16, decision 176): the profile and the
 * application leave with the HTML rather than once the app's scripts have arrived and run, which on a phone is the
 * longest wait before the screen. The calls are those the start-up sends first, recorded at build time
 * (tools/prerender.tsx), so the two cannot drift apart. The script sends them only for a signed-in page of an
 * application, with the headers the app's HTTP client sends (the stored token, the injected organisation, the page's
 * origin), and leaves the answers for src/api/sentFirstCalls.ts, which takes an answer only for the very same request.
 * ES5 and self-contained; allowed by the CSP through its sha256.
 */
export async function firstCallsScript(): Promise<string> {
  const urls = await firstCallUrls();
  return [
    '(function(w,d){try{',
    `var t=w.localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});if(!t||!w.fetch)return;`,
    "var u=w.location.pathname.split('/')[3]||'';",
    `if(!/^${UUID}$/.test(u))return;`,
    `var e=d.getElementById(${JSON.stringify(ORG_INFO_ELEMENT_ID)});if(!e)return;`,
    "var o=JSON.parse(e.textContent||'');if(!o||typeof o.orgCode!=='string')return;",
    "var h={'x-org':o.orgCode,'x-origin':w.location.origin,'authorization':t},c=[];",
    `${JSON.stringify(urls)}.forEach(function(p){var url=p.split(${JSON.stringify(ANY_APPLICATION_UUID)}).join(u);`,
    "var r=w.fetch(url,{method:'GET',headers:h,credentials:'include'});",
    // Handled here so an answer nobody takes is no unhandled rejection; the taker still gets the failure.
    "r['catch'](function(){});c.push({url:url,headers:h,response:r})});",
    `w[${JSON.stringify(SENT_FIRST_CALLS)}]={at:Date.now(),calls:c}`,
    // Whatever goes wrong here, the app sends its own calls.
    '}catch(x){}})(window,document);',
  ].join('');
}
