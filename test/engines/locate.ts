/**
 * Finding what a borrower sees, the same way in every engine: a query by role and accessible name, label, test id or
 * CSS, resolved inside the page by `locate` (sent as source to WebDriver and to puppeteer alike). A pared-down form
 * of Playwright's getByRole and getByLabel, enough for the app's own markup (labels, aria-label, aria-labelledby).
 */

/** Text to match: a string matches the whole normalised name; a pattern (a RegExp's source and flags) any part. */
export type Text = string | { pattern: string; flags: string };

export interface Query {
  role?: 'button' | 'link' | 'radio' | 'checkbox' | 'slider' | 'heading' | 'textbox' | 'combobox';
  /** The accessible name (with `role`) or the label (without). */
  name?: Text;
  label?: Text;
  testId?: string;
  css?: string;
  /** Limits the search to the element with this test id. */
  within?: string;
  /** Only an element that takes input (not disabled, not aria-disabled): what a click waits for. */
  enabled?: boolean;
}

/** A RegExp as a query's text (a RegExp does not survive the trip into the page). */
export const pattern = (regExp: RegExp): Text => ({ pattern: regExp.source, flags: regExp.flags });

/** How a query reads in a failure message. */
export function describeQuery(query: Query): string {
  const text = (value: Text | undefined) =>
    value === undefined ? '' : typeof value === 'string' ? `"${value}"` : `/${value.pattern}/${value.flags}`;
  return [
    query.role && `role ${query.role}`,
    query.name !== undefined && `name ${text(query.name)}`,
    query.label !== undefined && `label ${text(query.label)}`,
    query.testId && `test id ${query.testId}`,
    query.css && `css ${query.css}`,
    query.within && `within ${query.within}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Runs in the page: the first visible element the query names, or null. Self-contained (no closure, no imports): its
 * source is all that reaches the page.
 */
export function locate(query: Query): Element | null {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    slider: 'input[type="range"], [role="slider"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input[type="search"], textarea',
    combobox: 'select, [role="combobox"]',
  };
  const CONTROLS = 'input, select, textarea, [role="combobox"], [role="slider"], [role="radio"], [role="checkbox"]';
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, wanted: Text) =>
    typeof wanted === 'string' ? text === wanted : new RegExp(wanted.pattern, wanted.flags).test(text);
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => squash(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    if (labels && labels.length > 0)
      return squash(
        Array.from(labels)
          .map((one) => one.textContent)
          .join(' '),
      );
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button'))
      return squash(element.value);
    return squash(element.textContent);
  };
  const root = query.within ? document.querySelector(`[data-testid="${query.within}"]`) : document;
  if (!root) return null;
  const selector =
    query.css ?? (query.testId ? `[data-testid="${query.testId}"]` : query.role ? ROLES[query.role] : CONTROLS);
  if (!selector) return null;
  const wanted = query.name ?? query.label;
  // A radio or checkbox drawn as a card hides its input; it counts as shown when its label is.
  const shown = (element: Element) =>
    element.getClientRects().length > 0 &&
    ((element as HTMLInputElement).labels?.[0] ?? element).getBoundingClientRect().width > 0;
  for (const element of Array.from(root.querySelectorAll(selector))) {
    if (!shown(element)) continue;
    if (query.enabled && (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true')) continue;
    if (wanted === undefined || matches(nameOf(element), wanted)) return element;
  }
  return null;
}
