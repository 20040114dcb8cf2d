/**
 * A page whose scripts could not all be downloaded (the connection dropped, a deploy replaced the files) would keep
 * its prerendered frame, or an empty page, with no word (decision 181). An inline script at the top of every page
 * watches the app's scripts until the app has taken the page over: when one fails, it says so, and tries the failed
 * ones again when the borrower asks or the connection comes back. It does not reload the page, so what the borrower
 * typed into a prerendered step stays; webpack starts the entry once all of its files are in, whichever try brings
 * them.
 */
import { ES } from '../i18n/es/catalog';
import type { Locale } from '../lib/locale';
import { TRY_AGAIN } from '../shell/shellText';

/** The notice's English. */
export const LOAD_FAILED_TEXT = {
  message: "This page didn't finish loading. Check your connection, then try again. We'll keep your answers.",
  retry: TRY_AGAIN,
} as const;

/**
 * The notice in each language, chosen by the page's `<html lang>` when it shows: the language the page was built in
 * (decision 384), as the app has not run to change it. A function, so the catalogue stays out of the app's bundle,
 * whose start-up imports this module's attribute name (src/boot/heldInput.ts).
 */
export const loadFailedTexts = (): Record<Locale, { message: string; retry: string }> => ({
  en: LOAD_FAILED_TEXT,
  es: { message: ES[LOAD_FAILED_TEXT.message], retry: ES[LOAD_FAILED_TEXT.retry] },
});

/** Marks the notice, so that the starter's hold (src/boot/heldInput.ts) lets its button through. */
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed';

/** The inline script: plain ES5 with no dependency, allowed by its hash. */
export function loadFailedScript(): string {
  return [
    '(function(w,d){var failed=[],box=null,ready=false;',
    // The app says it answers the page by setting __appReady (src/boot/heldInput.ts): a notice from before goes then,
    // with no code for it in the app's first-paint files.
    "try{Object.defineProperty(w,'__appReady',{configurable:true,get:function(){return ready},",
    'set:function(v){ready=v;if(v&&box){box.parentNode.removeChild(box);box=null}}})}catch(x){}',
    // Script load errors do not bubble: they reach the window in the capture phase. An entry script (the page's own
    // `defer` ones, not webpack's chunks, whose failures their loaders report) that failed is marked, so the app, once
    // a try has brought it in, reports it (src/boot/startStore.ts): nothing else would hear of it.
    "function fail(e){var s=e.target;if(w.__appReady||!s||s.tagName!=='SCRIPT'||!/\\/static\\//.test(s.src))return;",
    'if(s.defer)w.__entryFailed=1;',
    's.parentNode&&s.parentNode.removeChild(s);if(failed.indexOf(s.src)<0)failed.push(s.src);show()}',
    'function again(){var srcs=failed;failed=[];if(box)box.hidden=true;',
    "srcs.forEach(function(src){var s=d.createElement('script');s.src=src;d.head.appendChild(s)})}",
    // An entry script can fail before the parser has reached the body.
    "function show(){if(ready)return;if(!d.body){d.addEventListener('DOMContentLoaded',show);return}if(!box){",
    `var T=${JSON.stringify(loadFailedTexts())},t=T[String(d.documentElement.lang).split('-')[0]]||T.en;`,
    `box=d.createElement('div');box.className='load-failed';box.setAttribute('role','alert');box.setAttribute('${LOAD_FAILED_ATTRIBUTE}','');`,
    `var p=d.createElement('p');p.textContent=t.message;`,
    `var b=d.createElement('button');b.type='button';b.className='button';b.textContent=t.retry;`,
    "b.addEventListener('click',again);box.appendChild(p);box.appendChild(b);d.body.appendChild(box)}box.hidden=false}",
    // webpack's own loader tries a lazy chunk again with a new element: a failed file that has come in is no longer one.
    // (An element's load event stops at the document, unlike its error event.)
    "d.addEventListener('load',function(e){var s=e.target,i=s&&s.tagName==='SCRIPT'?failed.indexOf(s.src):-1;",
    'if(i>=0)failed.splice(i,1);if(box&&!failed.length)box.hidden=true},true);',
    "w.addEventListener('error',fail,true);",
    "w.addEventListener('online',function(){if(failed.length&&!w.__appReady)again()})})(window,document);",
  ].join('');
}
