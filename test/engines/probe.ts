import { FIRST_LANGUAGE_PENDING_CLASS, PAGE_HOLD_MAX_MS } from '../../src/brand/themeBoot';

/**
 * The page probe of the engines project: a script that runs first in every page the sandbox serves and writes down
 * what a borrower would never see but the team must: uncaught errors, unhandled rejections, Content-Security-Policy
 * violations, a page wider than its viewport (whatever the journey was doing: a screen, its error summary, a notice),
 * and (for the report, not failing) console errors and warnings. WebKitWebDriver keeps no console log and
 * has no WebDriver BiDi here (`webSocketUrl` is refused), so no driver can add a script before the page's own; the
 * engines' sandbox (test/engines/sandbox.ts) puts this one, as a same-origin file the pages' CSP allows, ahead of
 * everything in each HTML page it serves, which works the same in every engine.
 */

export const PROBE_PATH = '/__engines/probe.js';

/** Where the probe keeps what it saw: per tab, so a full page load (the site root, a language reload) keeps it. */
export const PROBE_STORAGE = '__engines.probe';

export interface ProbeEntry {
  kind:
    'error' | 'unhandledrejection' | 'securitypolicyviolation' | 'overflow' | 'held' | 'console.error' | 'console.warn';
  text: string;
  /** The page's path when it happened (no query: the app's URLs carry no personal data, but stay safe). */
  page: string;
}

export interface ProbeReport {
  entries: ProbeEntry[];
  /** Every page load the probe ran in, in order: proof that it ran ahead of each page. */
  loads: string[];
}

/** Kept plain ES2017 and self-contained: it is served as is, before any of the app's code, to every engine. */
export const PROBE_SOURCE = `(function () {
  'use strict';
  var KEY = ${JSON.stringify(PROBE_STORAGE)};
  var read = function () {
    try { return JSON.parse(sessionStorage.getItem(KEY)) || { entries: [], loads: [] }; }
    catch (e) { return { entries: [], loads: [] }; }
  };
  var memory = read();
  var save = function () { try { sessionStorage.setItem(KEY, JSON.stringify(memory)); } catch (e) { /* kept in memory */ } };
  var describe = function (value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    try { return typeof value === 'string' ? value : JSON.stringify(value); } catch (e) { return String(value); }
  };
  var note = function (kind, text) {
    memory.entries.push({ kind: kind, text: String(text).slice(0, 500), page: location.pathname });
    save();
  };
  memory.loads.push(location.pathname);
  save();
  window.addEventListener('error', function (event) {
    // Only script errors: a failed image or script load is an Event, not an ErrorEvent, and says nothing uncaught.
    if (event instanceof ErrorEvent) note('error', describe(event.error || event.message) + ' at ' + event.filename + ':' + event.lineno);
  }, true);
  window.addEventListener('unhandledrejection', function (event) { note('unhandledrejection', describe(event.reason)); });
  document.addEventListener('securitypolicyviolation', function (event) {
    note('securitypolicyviolation', event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      note('console.' + level, Array.prototype.map.call(arguments, describe).join(' '));
      return original.apply(console, arguments);
    };
  });
  // Nothing wider than the phone, in this engine: once the page has been still for a moment (a screen drawn, an error
  // listed, a notice shown), the document must not scroll sideways. Said once per place and cause, with what passes
  // the right edge; a page still loading its stylesheets is not judged.
  var QUIET_MS = 400;
  var widthTimer = 0;
  var lastWide = '';
  var pastTheEdge = function (width) {
    var found = [];
    var all = document.body.getElementsByTagName('*');
    for (var i = 0; i < all.length && found.length < 4; i++) {
      var box = all[i].getBoundingClientRect();
      var right = box.right + window.scrollX;
      if (box.width === 0 || box.height === 0 || right <= width + 0.5) continue;
      var name = all[i].tagName.toLowerCase() + (all[i].getAttribute('class') ? '.' + all[i].getAttribute('class').split(' ').join('.') : '');
      found.push(name + ' to ' + Math.round(right) + ' px "' + (all[i].textContent || '').trim().slice(0, 30) + '"');
    }
    return found.join('; ');
  };
  var checkWidth = function () {
    widthTimer = 0;
    var root = document.documentElement;
    var width = root.clientWidth;
    if (!document.body || document.readyState === 'loading' || root.scrollWidth <= width) { lastWide = ''; return; }
    var what = pastTheEdge(width);
    var key = location.pathname + ' ' + what;
    if (key === lastWide) return;
    lastWide = key;
    note('overflow', root.scrollWidth + ' px wide in a ' + width + ' px viewport: ' + what);
  };
  var checkSoon = function () {
    if (widthTimer) clearTimeout(widthTimer);
    widthTimer = setTimeout(checkWidth, QUIET_MS);
  };
  new MutationObserver(checkSoon).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  // A page held for its language (decision 381) is shown by the app once drawn in it; shown only by the boot script's
  // own bound, the app never showed it, and the borrower looked at an empty page until then.
  var isHeld = function () { return document.documentElement.classList.contains(${JSON.stringify(FIRST_LANGUAGE_PENDING_CLASS)}); };
  var held = isHeld();
  new MutationObserver(function () {
    var at = Math.round(performance.now());
    if (held && !isHeld() && at >= ${PAGE_HOLD_MAX_MS - 250}) note('held', 'shown only by the boot script bound, at ' + at + ' ms: the app never showed it in its language');
    held = isHeld();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  window.addEventListener('resize', checkSoon);
  window.addEventListener('load', checkSoon);
  window.__enginesProbe = {
    read: function () { return memory; },
    clear: function () { memory.entries = []; save(); }
  };
})();
`;

/** Puts the probe's script tag first in an HTML page (right after `<head>`, else at the very start). */
export function withProbe(html: string): string {
  const tag = `<script src="${PROBE_PATH}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
