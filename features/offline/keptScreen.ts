/**
 * Issue 47 item 2, decision 426: the markup of the screen a returning borrower last saw, kept on the device so the
 * application page paints it before any script has run (src/boot/keptScreenScript.ts). The data copy (screenCopy.ts)
 * paints the same screen only once the app's code has run, which a slow phone's CPU makes more than a second.
 *
 * What is kept is what the screen showed and nothing the borrower typed: only screens drawn from what the data copy
 * or the build holds (KEPT_SCREEN_PATHS), without scripts, handlers, ids, form values, open notices or alerts. Like the copies it is
 * tagged with the session's fingerprint, and also with the build, the organisation, the language and the layout it
 * was drawn for; the page paints it only when all of them are the page's own, and it is removed at logout and when the
 * session ends (sagas/deviceData.ts).
 */
import { ORG_INFO_ELEMENT_ID } from '../../src/api/contractShell';
import { isRecord } from './sessionCopy';
import { WIDE_LAYOUT_QUERY } from './keptScreenView';

export { KEPT_SCREEN_KEY } from './storageKey';
export const KEPT_SCREEN_FORMAT = 1;

/**
 * The screens whose markup is kept: each shows only the application, its offers, its road to funding, the ways of
 * verifying income the platform asks for, or the step's own sentences, all in the data copy or the build. Not the
 * screens that show the borrower's profile, income, accounts, liens, conditions or documents, nor forms that ask for
 * them.
 */
export const KEPT_SCREEN_PATHS: readonly string[] = [
  'product/select',
  'income/review',
  'signing/intro',
  'notary/intro',
  'complete',
];

export { WIDE_LAYOUT_QUERY } from './keptScreenView';

/** Where a kept element's styles wait for the page's script (src/boot/keptScreenScript.ts) to apply them. */
export const KEPT_STYLE_ATTRIBUTE = 'data-kept-style';

/**
 * Elements that are code, load something or act on the page (a refresh, a base URL): never kept, and dropped again by
 * the page's script from what it finds stored (src/boot/keptScreenScript.ts).
 */
export const KEPT_UNSAFE_ELEMENTS = 'script,style,link,meta,base,iframe,frame,object,embed,template';

/** Never part of the kept markup: the above, notices of this visit, alerts, and what the borrower marks as not kept. */
const DROPPED = `${KEPT_UNSAFE_ELEMENTS},[data-not-kept],[role="alert"]`;

/**
 * Attributes left out: handlers, what a form holds (values, checks, selections), and ids and references to them, which
 * the area's own screen holds once it replaces the copy (no id is ever on the page twice). A choice among the
 * platform's options is kept (see keptChoice).
 */
const DROPPED_ATTRIBUTES = new Set([
  'id',
  'for',
  'name',
  'form',
  'value',
  'checked',
  'selected',
  'autofocus',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
  'data-testid',
]);

/**
 * The offer chosen among the platform's offers (a radio) and the draw on its slider (a range, and the slider's amount
 * field, which marks itself `data-kept-value`: the amount the application and the data copy hold too) are kept, so the
 * screen is painted as it was; any other field the borrower types in, a checkbox (a consent) or a list's selection
 * never.
 */
const keptChoice = (element: Element, name: string): boolean =>
  element.tagName === 'INPUT' &&
  ((name === 'checked' && element.getAttribute('type') === 'radio') ||
    (name === 'value' && (element.getAttribute('type') === 'range' || element.hasAttribute('data-kept-value'))));

/** The markup of the area's frame as it may be kept: see DROPPED and DROPPED_ATTRIBUTES. */
export function keptMarkupOf(frame: Element, wide: boolean): string {
  const copy = frame.cloneNode(true) as Element;
  for (const dropped of copy.querySelectorAll(DROPPED)) dropped.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes])
      if (name.startsWith('on') || (DROPPED_ATTRIBUTES.has(name) && !keptChoice(element, name)))
        element.removeAttribute(name);
    // The CSP refuses style attributes (the app sets styles through the CSSOM): the page's script applies them so.
    const style = element.getAttribute('style');
    element.removeAttribute('style');
    if (style) element.setAttribute(KEPT_STYLE_ATTRIBUTE, style);
    if (element.tagName === 'TEXTAREA') element.textContent = '';
    // Only the sidebar on a wide layout is open by itself (ApplicationFrame); what the borrower opened is closed.
    if (element.tagName === 'DETAILS' && !(wide && element.classList.contains('application-aside')))
      element.removeAttribute('open');
  }
  return copy.outerHTML;
}

export interface KeptScreen {
  uuid: string;
  /** The screen's path under the application (a KEPT_SCREEN_PATHS entry). */
  path: string;
  /** The hash in the main script's name: a kept screen is painted only by the build that drew it. */
  build: string;
  org: string;
  locale: string;
  wide: boolean;
  html: string;
}

export const serializeKeptScreen = (kept: KeptScreen, fingerprint: string): string =>
  JSON.stringify({ v: KEPT_SCREEN_FORMAT, session: fingerprint, ...kept });

/** The build's hash in a main script's file name (static/main.{hash}.js), or null. */
export const buildOf = (scriptSrc: string | null): string | null =>
  /\/static\/main\.(\w+)\.js$/.exec(scriptSrc ?? '')?.[1] ?? null;

/** Kept markup larger than this is not kept: localStorage is small and shared with the persisted slices. */
const MAX_KEPT_CHARACTERS = 200_000;

/**
 * The area's frame in `document` as it may be kept, once the screen at `path` has shown in full (its heading, no
 * placeholder left); null while it has not, or when the page gives no build, organisation or layout to tag it with.
 */
export function shownScreenOf(document: Document, uuid: string, path: string): KeptScreen | null {
  const view = document.defaultView;
  const frame = document.querySelector('#main .application-frame');
  const shown =
    view !== null &&
    frame !== null &&
    // The page's own copy, painted before the app took over, is not the screen shown (it is inert).
    frame.closest('[inert]') === null &&
    view.location.pathname.endsWith(`/${uuid}/${path}`) &&
    !frame.classList.contains('application-frame-loading') &&
    frame.querySelector('h1') !== null &&
    frame.querySelector('.skeleton, [aria-busy="true"]') === null;
  if (!shown) return null;
  const build = buildOf(document.querySelector('script[src*="/static/main."]')?.getAttribute('src') ?? null);
  const org = orgCodeOf(document);
  if (build === null || typeof org !== 'string' || typeof view.matchMedia !== 'function') return null;
  const wide = view.matchMedia(WIDE_LAYOUT_QUERY).matches;
  const html = keptMarkupOf(frame, wide);
  if (html.length > MAX_KEPT_CHARACTERS) return null;
  return { uuid, path, build, org, locale: document.documentElement.lang, wide, html };
}

/** The organisation the page was served for (its orgInfo block), or null. */
function orgCodeOf(document: Document): unknown {
  try {
    const info: unknown = JSON.parse(document.getElementById(ORG_INFO_ELEMENT_ID)?.textContent ?? 'null');
    return isRecord(info) ? info.orgCode : null;
  } catch {
    return null;
  }
}

/** Waits between looks for the screen to have shown in full, and how many looks before giving up. */
const LOOK_EVERY_MS = 250;
const LOOKS = 20;

/** The screen once it has shown (see shownScreenOf), looked for after each paint for up to five seconds; or null. */
export function keptScreenWhenShown(document: Document, uuid: string, path: string): Promise<KeptScreen | null> {
  const view = document.defaultView;
  if (view === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    let looks = 0;
    const look = () => {
      const kept = shownScreenOf(document, uuid, path);
      looks += 1;
      if (kept !== null || looks >= LOOKS) resolve(kept);
      else view.setTimeout(look, LOOK_EVERY_MS);
    };
    view.setTimeout(look, 0);
  });
}
