import type axe from 'axe-core';

/** The WCAG 2.2 AA rule set of every browser suite (Chromium's and the engines'). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * In the page, with axe-core loaded: the violations, one line each, over a page that held still while axe read it.
 *
 * axe lists each element's attribute names once and reads their values as it goes, so an attribute the app removes
 * in the middle of a run is judged as a value that is not there: WebKit once reported aria-valid-attr-value on the top
 * bar's language switch, whose `aria-hidden` went as the organisation became known during the check. Neither state
 * was a violation. A run that found something while the page changed under it is run again, up to three times, and
 * the last one stands; a page that keeps a violation while still fails as before.
 */
export const violationsWhileStill = async (tags: string[]): Promise<string[]> => {
  const { axe: checker } = window as unknown as { axe: typeof axe };
  for (let attempt = 1; ; attempt += 1) {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    let found: string[];
    try {
      const result = await checker.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      // Records still queued at the run's end have not reached the callback yet.
      if (observer.takeRecords().length > 0) changed = true;
      found = result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    } finally {
      observer.disconnect();
    }
    if (found.length === 0 || !changed || attempt === 3) return found;
  }
};
