/**
 * The page probe of the engines project: a script that runs first in every page the sandbox serves and writes down
 * what a borrower would never see but the team must: uncaught errors, unhandled rejections, Content-Security-Policy
 * violations, and (for the report, not failing) console errors and warnings. WebKitWebDriver keeps no console log and
 * has no WebDriver BiDi here (`webSocketUrl` is refused), so no driver can add a script before the page's own; the
 * engines' sandbox (test/engines/sandbox.ts) puts this one, as a same-origin file the pages' CSP allows, ahead of
 * everything in each HTML page it serves, which works the same in every engine.
 */

export const PROBE_PATH = '/__engines/probe.js';

/** Where the probe keeps what it saw: per tab, so a full page load (the site root, a language reload) keeps it. */
export const PROBE_STORAGE = '__engines.probe';

export interface ProbeEntry {
  kind: 'error' | 'unhandledrejection' | 'securitypolicyviolation' | 'console.error' | 'console.warn';
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
