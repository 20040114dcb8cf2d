import { PROBE_SOURCE, PROBE_STORAGE, withProbe, type ProbeReport } from './probe';

/** Runs the probe as a page would, first; `window.__enginesProbe` is its read-back. */
function loadProbe(): () => ProbeReport {
  // The probe is served as source text; this runs it as the page does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text is ours, the point is to run it as text
  const run = new Function(PROBE_SOURCE) as () => void;
  run();
  const probe = (window as unknown as { __enginesProbe: { read(): ProbeReport } }).__enginesProbe;
  return () => probe.read();
}

describe('the engines page probe', () => {
  const original = { error: console.error, warn: console.warn };
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    console.error = original.error;
    console.warn = original.warn;
  });

  it('goes first in the page, ahead of every script of the head', () => {
    expect(withProbe('<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="/a.js"></script>')).toBe(
      '<!doctype html><html lang="en"><head><script src="/__engines/probe.js"></script><meta charset="utf-8"><script src="/a.js"></script>',
    );
    expect(withProbe('<head data-x="1"><title>t</title>')).toBe(
      '<head data-x="1"><script src="/__engines/probe.js"></script><title>t</title>',
    );
    expect(withProbe('<p>no head</p>')).toBe('<script src="/__engines/probe.js"></script><p>no head</p>');
  });

  it('records uncaught errors, unhandled rejections and CSP violations, and what the console said', () => {
    const printed = jest.fn();
    console.error = printed;
    console.warn = jest.fn();
    const read = loadProbe();
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        message: 'x',
        filename: '/static/main.js',
        lineno: 3,
      }),
    );
    // A failed image is a plain Event: not an uncaught error.
    window.dispatchEvent(new Event('error'));
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new RangeError('out of range') });
    window.dispatchEvent(rejection);
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, {
      violatedDirective: 'script-src',
      blockedURI: 'inline',
      sourceFile: '/x',
      lineNumber: 1,
    });
    document.dispatchEvent(violation);
    console.error('Loan documents could not be loaded', new Error('boom'));
    console.warn('careful');

    const { entries, loads } = read();
    expect(entries.map((entry) => [entry.kind, entry.text])).toEqual([
      ['error', 'TypeError: x is undefined at /static/main.js:3'],
      ['unhandledrejection', 'RangeError: out of range'],
      ['securitypolicyviolation', 'script-src blocked inline (/x:1)'],
      ['console.error', 'Loan documents could not be loaded Error: boom'],
      ['console.warn', 'careful'],
    ]);
    expect(loads).toEqual(['/']);
    // The page's own console still prints.
    expect(printed).toHaveBeenCalledTimes(1);
  });

  it('keeps what it saw across page loads of the tab (sessionStorage)', () => {
    loadProbe();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('first page'), filename: '/a.js', lineno: 1 }));
    const stored = JSON.parse(sessionStorage.getItem(PROBE_STORAGE) ?? '{}') as ProbeReport;
    expect(stored.entries).toHaveLength(1);
    const read = loadProbe();
    expect(read().entries[0]?.text).toBe('Error: first page at /a.js:1');
    expect(read().loads).toHaveLength(2);
  });

  describe('a page wider than its viewport', () => {
    const root = document.documentElement;
    const widths = (scrollWidth: number, clientWidth: number) => {
      Object.defineProperty(root, 'scrollWidth', { configurable: true, value: scrollWidth });
      Object.defineProperty(root, 'clientWidth', { configurable: true, value: clientWidth });
    };
    beforeEach(() => {
      jest.useFakeTimers();
      document.body.innerHTML = '<main><p class="note wide">A line that does not wrap</p><p>fits</p></main>';
      const wide = document.querySelector('.wide');
      if (wide) wide.getBoundingClientRect = () => new DOMRect(0, 0, 460, 20);
    });
    afterEach(() => {
      jest.useRealTimers();
      delete (root as { scrollWidth?: number }).scrollWidth;
      delete (root as { clientWidth?: number }).clientWidth;
      document.body.innerHTML = '';
    });

    it('is said once the page is still, naming what passes the right edge, and once per place and cause', async () => {
      widths(460, 390);
      const read = loadProbe();
      document.body.append(document.createElement('div'));
      await Promise.resolve();
      jest.advanceTimersByTime(399);
      expect(read().entries).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(read().entries).toEqual([
        {
          kind: 'overflow',
          text: '460 px wide in a 390 px viewport: p.note.wide to 460 px "A line that does not wrap"',
          page: '/',
        },
      ]);
      // Still too wide after another change: the same place and cause is not said again.
      document.body.append(document.createElement('div'));
      await Promise.resolve();
      jest.advanceTimersByTime(400);
      expect(read().entries).toHaveLength(1);
    });

    it('says nothing of a page that fits', async () => {
      widths(390, 390);
      const read = loadProbe();
      document.body.append(document.createElement('div'));
      window.dispatchEvent(new Event('resize'));
      await Promise.resolve();
      jest.advanceTimersByTime(1000);
      expect(read().entries).toEqual([]);
    });
  });
});
