import { ORG_INFO_ELEMENT_ID } from '../api/contractShell';
import { BRAND_ICONS_PATH, brandIconFiles, brandIconKeys, TOUCH_ICON_SIZE } from './icons';
import { BRAND_CODES, DEFAULT_BRAND_CODE, DEFAULT_THEME, themeFor } from './registry';
import { brandThemeVariables } from './theme';
import { KEY_PREFIX } from 'redux-persist';
import { FIRST_LANGUAGE_WAIT_MS, LOCALES, type Locale } from '../lib/locale';
import { BANNER_SPACE_KEY, BANNER_SPACE_PROPERTY } from '../../features/banners/stripSpace';
import { pageScriptCaught } from '../lib/pageScriptFailures';

/**
 * The brand before first paint (issue 16): a small inline script the build puts right after the page's organisation
 * data block (tools/prerender.tsx). It reads the injected orgInfo and sets the brand's custom properties on <html> the
 * way the app will (themeForOrganization: orgCode, then orgBrand, else the neutral theme), so the prerendered page is
 * painted in the organisation's colours, corners and type before any bundle arrives. ES5 and self-contained because
 * it runs before everything else; allowed by the CSP through its sha256 (dist/csp-hashes.json), never unsafe-inline.
 * Brand names, logos and phone numbers are not drawn by it: the frame keeps them hidden until the app knows the
 * organisation (AppFrame's brand-pending class), so no other brand's name ever shows. It also marks a page whose
 * organisation offers Spanish or is the main brand, so that the first step keeps a row for the language switch and
 * the top bar a place for it and for the main brand's feedback link, and nothing moves when they show (decision 392);
 * links the brand's icons (src/brand/icons.ts; the neutral ones when the organisation is unknown or missing); and
 * gives the banner strip the room it had on the last visit (decision 390).
 */
/** On <html> when the organisation offers Spanish (its companyInfo.languages), set before first paint. */
export const OFFERS_SPANISH_CLASS = 'offers-spanish';

/** On <html> when the organisation is the main brand or a variant of it (its CEO feedback link), before first paint. */
export const MAIN_BRAND_CLASS = 'main-brand';

/**
 * On <html> from the first paint until the page's first language is in use, where that language is not the one the
 * page was built in (`<html lang>`): the page's markup (the prerender's, or the frame's first render) would show in
 * the other language until the app had drawn it in its own (decisions 381, 384). Taken off once the app has drawn
 * the page in its settled language (src/boot/languageHold.ts), or by the boot script itself after PAGE_HOLD_MAX_MS, so
 * a page whose scripts never come still shows.
 */
export const FIRST_LANGUAGE_PENDING_CLASS = 'first-language-pending';

/** Where redux-persist keeps the pre-auth slice, whose `locale` is the borrower's stored choice (store/persistence.ts). */
const STORED_CHOICE_KEY = `${KEY_PREFIX}preAuth`;

/**
 * The hold's own bound, for a page whose app never runs (its scripts failed: the load-failure notice, outside #root,
 * says so). Once the app runs, the locale saga ends the hold when the screens stop waiting (FIRST_LANGUAGE_WAIT_MS
 * from its request), so this one is longer: a slow connection's scripts must not meet it.
 */
export const PAGE_HOLD_MAX_MS = 2 * FIRST_LANGUAGE_WAIT_MS;

/**
 * `catalogues`: each language's catalogue files (the build's `locale-<code>` chunk group), which the script preloads
 * when the page starts in that language, so the catalogue comes with the entry rather than after it has run.
 */
export function brandBootScript(catalogues: Partial<Record<Locale, readonly string[]>> = {}): string {
  const sets: string[] = [];
  const indexOf = (variables: Record<string, string>): number => {
    const json = JSON.stringify(variables);
    const found = sets.indexOf(json);
    if (found !== -1) return found;
    sets.push(json);
    return sets.length - 1;
  };
  indexOf(brandThemeVariables(DEFAULT_THEME));
  const codes: Record<string, number> = {};
  for (const code of BRAND_CODES) codes[code] = indexOf(brandThemeVariables(themeFor(code)));
  // Icon files are named after the brand, except where brands share a logo (the main brand's variants).
  const sharedIcons: Record<string, string> = {};
  for (const [code, key] of Object.entries(brandIconKeys())) if (key !== code) sharedIcons[code] = key;
  const mainBrandCodes = BRAND_CODES.filter((code) => themeFor(code).isMainBrand);
  const svgSuffix = brandIconFiles('').svg;
  const touchSuffix = brandIconFiles('').touch;
  return [
    `(function(d){var n=${JSON.stringify(DEFAULT_BRAND_CODE)},A=null;try{`,
    `var e=d.getElementById(${JSON.stringify(ORG_INFO_ELEMENT_ID)});if(e){`,
    "var o=JSON.parse(e.textContent||'');",
    `var T=[${sets.join(',')}],K=${JSON.stringify(codes)};`,
    'var c=[o.orgCode,o.orgBrand],v=T[0];',
    "for(var i=0;i<c.length;i++){var k=String(c[i]||'').trim().toLowerCase();",
    'if(Object.prototype.hasOwnProperty.call(K,k)){v=T[K[k]];n=k;break}}',
    'var s=d.documentElement.style;for(var p in v)s.setProperty(p,v[p]);',
    // The top bar's links of the main brand keep their place from the first paint (decision 392).
    `if(${JSON.stringify(mainBrandCodes)}.indexOf(n)>=0)d.documentElement.classList.add(${JSON.stringify(MAIN_BRAND_CLASS)});`,
    // Where the organisation offers Spanish, the first step's language switch gets its row before the app draws it.
    'var m=o.orgMetaData,l=(m&&m.companyInfo&&m.companyInfo.languages)||[];A=[];',
    "for(var j=0;j<l.length;j++){A.push(String(l[j]).toLowerCase().split(/[-_]/)[0]);if(A[j]==='es'){",
    `d.documentElement.classList.add(${JSON.stringify(OFFERS_SPANISH_CLASS)})}}`,
    // A broken data block is the app's to report (the private-label error); the page keeps its neutral look.
    '}}catch(x){}',
    // The page's first language, by the locale saga's rule (sagas/localeSaga.ts initialLocale): a `?lang=` link, the
    // stored choice, else the browser's first language the app speaks where the organisation offers it. Storage
    // refused or unreadable: no stored choice, as for the app.
    `var L=${JSON.stringify(LOCALES)},g=null,w=d.defaultView;`,
    "function P(x){x=String(x==null?'':x).replace(/^\\s+|\\s+$/g,'').toLowerCase().split(/[-_]/)[0];",
    'return L.indexOf(x)<0?null:x}',
    // A malformed `?lang=` is the link's, not a failure of the page's: it is ignored, as the app ignores it.
    "try{var q=/[?&]lang=([^&#]*)/.exec(w.location.search);if(q)g=P(decodeURIComponent(q[1].replace(/\\+/g,' ')))}catch(x){}",
    `if(!g){try{var r=JSON.parse(w.localStorage.getItem(${JSON.stringify(STORED_CHOICE_KEY)})||'null');`,
    // A stored choice the page cannot read is reported (decision 428): only this reads it before the app does.
    `if(r&&r.locale)g=P(JSON.parse(r.locale))}catch(x){${pageScriptCaught('theme')}}}`,
    'if(!g&&A){var N=w.navigator.languages||[w.navigator.language];for(var u=0;u<N.length&&!g;u++){',
    'var z=P(N[u]);if(z&&(z===L[0]||A.indexOf(z)>=0))g=z}}',
    // Held where that language is not the page's own (`<html lang>`: the server answers a page built in the language
    // the request asks for, decision 384); a catalogue the app will need is preloaded either way.
    `var h=d.documentElement;g=g||L[0];if(g!==(P(h.lang)||L[0])){`,
    `h.classList.add(${JSON.stringify(FIRST_LANGUAGE_PENDING_CLASS)});`,
    `w.setTimeout(function(){h.classList.remove(${JSON.stringify(FIRST_LANGUAGE_PENDING_CLASS)})},${PAGE_HOLD_MAX_MS})}`,
    // The banner strip's room from the last visit at this window width (decision 390), so a banner that answers after
    // the first paint fills it rather than pushing the screen down.
    `try{var R=JSON.parse(w.localStorage.getItem(${JSON.stringify(BANNER_SPACE_KEY)})||'null');`,
    `if(R&&R.width===w.innerWidth&&typeof R.height==='number'&&R.height>0&&R.height<1e3)h.style.setProperty(${JSON.stringify(BANNER_SPACE_PROPERTY)},R.height+'px')}catch(x){${pageScriptCaught('theme')}}`,
    `var C=${JSON.stringify(catalogues)}[g]||[];`,
    "for(var y=0;y<C.length;y++){var k=d.createElement('link');k.rel='preload';k.setAttribute('as','script');k.href=C[y];d.head.appendChild(k)}",
    // The brand's icons (src/brand/icons.ts), the neutral ones without an organisation: linked here, while the head is
    // parsed, so no browser falls back to asking for /favicon.ico.
    `var J=${JSON.stringify(sharedIcons)},b=${JSON.stringify(BRAND_ICONS_PATH)}+(J[n]||n);`,
    "function a(r,h,t,z){var f=d.createElement('link');f.rel=r;f.href=h;if(t)f.type=t;",
    "if(z)f.setAttribute('sizes',z);d.head.appendChild(f)}",
    `a('icon',b+${JSON.stringify(svgSuffix)},'image/svg+xml');`,
    `a('apple-touch-icon',b+${JSON.stringify(touchSuffix)},'',${JSON.stringify(`${TOUCH_ICON_SIZE}x${TOUCH_ICON_SIZE}`)})`,
    '})(document);',
  ].join('');
}
