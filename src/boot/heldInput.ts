import { LOAD_FAILED_ATTRIBUTE } from './loadFailed';

/**
 * What the prerendered page's starter (tools/prerender.tsx) leaves on the window. Until the app has taken the page
 * over, it holds back what the borrower asks of the page: a form submitted (the browser would otherwise send it
 * itself, as a GET with the fields in the URL) and a button pressed (nothing would answer it), in order.
 */
interface StarterWindow {
  __appReady?: boolean;
  __held?: Element[];
}

/**
 * The app answers the page now. What was held is asked again, in order, of the app, when the app hydrated those
 * elements ('replay'); a page the app renders anew replaces them ('drop').
 */
export function appReady(win: Window, held: 'replay' | 'drop'): void {
  const starter = win as Window & StarterWindow;
  starter.__appReady = true;
  const asked = starter.__held ?? [];
  delete starter.__held;
  if (held === 'drop') return;
  for (const element of asked) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLButtonElement) element.click();
  }
}

/**
 * The starter's part: an inline script, so plain ES5 with no dependency. A function, so that the app's bundle, which
 * imports this module, leaves it out: a constant built by a call would stay in main (0.3 KB gzip), used or not.
 */
export function holdUntilReadyScript(): string {
  return [
    '(function(w){var d=w.document;w.__held=[];function hold(e){if(w.__appReady)return;var t=e.target;',
    "if(e.type==='submit'){e.preventDefault();e.stopPropagation();w.__held.push(t);return}",
    // The load-failure notice's button (src/boot/loadFailed.ts) is the starter's own: it is answered now.
    `var b=t&&t.closest&&t.closest('button[type=button]');if(b&&!b.closest('[${LOAD_FAILED_ATTRIBUTE}]')){`,
    'e.stopPropagation();w.__held.push(b)}}',
    "d.addEventListener('submit',hold,true);d.addEventListener('click',hold,true)})(window);",
  ].join('');
}
