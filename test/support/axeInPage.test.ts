import type axe from 'axe-core';
import { AXE_TAGS, violationsWhileStill } from './axeInPage';

const violation = (id: string) => ({ id, help: `${id} help`, nodes: [{ target: ['.language-switch'] }] });

/** A stand-in for axe in the page: each run may change the page first, then answers with these violations. */
function fakeAxe(runs: { change?: boolean; violations: string[] }[]) {
  const calls: unknown[] = [];
  const run = jest.fn(async (context: unknown, options: unknown) => {
    calls.push(options);
    const next = runs[Math.min(calls.length, runs.length) - 1] ?? { violations: [] };
    if (next.change) document.querySelector('button')?.toggleAttribute('aria-hidden');
    await Promise.resolve();
    return { violations: next.violations.map(violation) } as unknown as axe.AxeResults;
  });
  (window as unknown as { axe: Pick<typeof axe, 'run'> }).axe = { run } as unknown as typeof axe;
  return run;
}

beforeEach(() => {
  document.body.innerHTML = '<button type="button" aria-hidden="true">Español</button>';
});

it('runs again a check that found something while the page changed under it, and the still run stands', async () => {
  const run = fakeAxe([{ change: true, violations: ['aria-valid-attr-value'] }, { violations: [] }]);
  expect(await violationsWhileStill(AXE_TAGS)).toEqual([]);
  expect(run).toHaveBeenCalledTimes(2);
  expect(run.mock.calls[0]?.[1]).toEqual({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
});

it('reports a violation found on a still page after one run', async () => {
  const run = fakeAxe([{ violations: ['target-size'] }]);
  expect(await violationsWhileStill(AXE_TAGS)).toEqual(['target-size: target-size help (.language-switch)']);
  expect(run).toHaveBeenCalledTimes(1);
});

it('reports what a page that never holds still keeps showing, after three runs', async () => {
  const run = fakeAxe([{ change: true, violations: ['aria-valid-attr-value'] }]);
  expect(await violationsWhileStill(AXE_TAGS)).toEqual([
    'aria-valid-attr-value: aria-valid-attr-value help (.language-switch)',
  ]);
  expect(run).toHaveBeenCalledTimes(3);
});

it('does not run a clean check again because the page changed', async () => {
  const run = fakeAxe([{ change: true, violations: [] }]);
  expect(await violationsWhileStill(AXE_TAGS)).toEqual([]);
  expect(run).toHaveBeenCalledTimes(1);
});
