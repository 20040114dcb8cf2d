import { ORG_INFO_ELEMENT_ID } from '../api/contractShell';
import { TOKEN_STORAGE_KEY } from '../api/http';
import {
  KEPT_SCREEN_FORMAT,
  KEPT_SCREEN_KEY,
  KEPT_STYLE_ATTRIBUTE,
  KEPT_UNSAFE_ELEMENTS,
  WIDE_LAYOUT_QUERY,
} from '../../features/offline/keptScreen';
import {
  KEPT_SCREEN_CLASS,
  KEPT_SCREEN_MARK,
  KEPT_SCREEN_MARKUP_CLASS,
  KEPT_SCREEN_TEST_ID,
} from '../../features/offline/keptScreenView';
import { pageScriptCaught } from '../lib/pageScriptFailures';

/** The application frame's placeholder the kept screen takes the place of (ApplicationFrameSkeleton). */
const PLACEHOLDER = '[data-testid="application-skeleton"]';

/**
 * Decision 426: the application page paints the screen its borrower last saw before any script has run. Placed right
 * after the page's root element, so it runs before the first paint: it reads the markup kept on the device
 * (features/offline/keptScreen.ts) and puts it, inert, in place of the frame's placeholder, as
 * ApplicationFrameSkeleton renders it, and leaves it for that component (keptScreenView.ts). Only when everything it
 * is tagged with is this page's: the session (the fingerprint of the stored token, as sessionFingerprint computes
 * it, and only while the token does not say the session is over, decision 438), the application and screen at the
 * URL (or the area's root), the build (`build`, the main script's hash), the organisation, the language the page is
 * built in and the layout; and only online. Otherwise the placeholder stays.
 * ES5 and self-contained; allowed by the CSP through its sha256.
 */
export function keptScreenScript(build: string): string {
  return [
    '(function(w,d){try{',
    `var s=w.localStorage,k=JSON.parse(s.getItem(${JSON.stringify(KEPT_SCREEN_KEY)})||'null'),t=s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});`,
    // Offline the area shows what the borrower last saw as a page of its own (OfflineLastSeen), not this screen.
    "if(!k||!t||typeof k.html!=='string'||w.navigator.onLine===false)return;",
    // tokenExpired (src/api/http.ts): a session its token says is over shows nothing it kept; a token that is no JWT
    // says nothing (not a failure: the app reads it the same way).
    "var z=t.replace(/^Bearer\\s+/i,'').split('.')[1],n=null;if(z&&/^[\\w-]+$/.test(z))try{n=JSON.parse(w.atob(z.replace(/-/g,'+').replace(/_/g,'/')))}catch(x){}",
    "if(n&&typeof n.exp==='number'&&n.exp*1000<=Date.now())return;",
    // sessionFingerprint (features/offline/sessionCopy.ts): FNV-1a of the token, and its length.
    'for(var h=0x811c9dc5,i=0;i<t.length;i++){h^=t.charCodeAt(i);h=Math.imul(h,0x01000193)>>>0}',
    "var f=('0000000'+h.toString(16)).slice(-8)+'.'+t.length;",
    `var r=d.getElementById('root'),p=r&&r.querySelector('${PLACEHOLDER}'),o=d.getElementById(${JSON.stringify(ORG_INFO_ELEMENT_ID)});`,
    "var u=w.location.pathname.split('/'),q=u.slice(4).join('/').replace(/\\/$/,'');",
    `if(!p||!o||k.v!==${KEPT_SCREEN_FORMAT}||k.session!==f||k.build!==${JSON.stringify(build)}||k.uuid!==u[3]||(q!==''&&q!==k.path))return;`,
    "if(k.locale!==r.getAttribute('data-locale')||k.org!==JSON.parse(o.textContent||'null').orgCode)return;",
    `if(k.wide!==w.matchMedia(${JSON.stringify(WIDE_LAYOUT_QUERY)}).matches)return;`,
    "var e=d.createElement('div'),l=d.createElement('p'),c=d.createElement('div'),b=p.querySelector('.visually-hidden');",
    `e.className=${JSON.stringify(KEPT_SCREEN_CLASS)};e.setAttribute('aria-busy','true');e.setAttribute('data-testid',${JSON.stringify(KEPT_SCREEN_TEST_ID)});`,
    "l.className='visually-hidden';l.textContent=b?b.textContent:'';",
    `c.className=${JSON.stringify(KEPT_SCREEN_MARKUP_CLASS)};c.setAttribute('inert','');`,
    // The app kept only its own markup; what is stored is still read as untrusted: parsed inert (a template loads and
    // runs nothing), without code, loads or page actions, handlers, form targets or script URLs, then shown.
    "var x=d.createElement('template');x.innerHTML=k.html;",
    `for(var y=x.content.querySelectorAll('${KEPT_UNSAFE_ELEMENTS}'),j=0;j<y.length;j++)y[j].parentNode.removeChild(y[j]);`,
    "for(y=x.content.querySelectorAll('*'),j=0;j<y.length;j++)for(var a=y[j].attributes,m=a.length-1;m>=0;m--)",
    'if(/^(on|action$|formaction$)/i.test(a[m].name)||/^\\s*javascript:/i.test(a[m].value))y[j].removeAttribute(a[m].name);',
    'c.appendChild(x.content);w.__keptScreen=c.innerHTML;',
    // Styles through the CSSOM, which the CSP allows where it refuses style attributes.
    `for(y=c.querySelectorAll('[${KEPT_STYLE_ATTRIBUTE}]'),j=0;j<y.length;j++)y[j].style.cssText=y[j].getAttribute('${KEPT_STYLE_ATTRIBUTE}');`,
    'e.appendChild(l);e.appendChild(c);p.parentNode.replaceChild(e,p);',
    `w.performance&&w.performance.mark&&w.performance.mark(${JSON.stringify(KEPT_SCREEN_MARK)})`,
    // Whatever goes wrong here, the page shows its placeholder and the app draws the screen, and reports it.
    `}catch(x){${pageScriptCaught('kept screen')}}})(window,document);`,
  ].join('');
}
