import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join(ROOT, 'test/fixtures', name);

/**
 * The CLI as support runs it: a child process through tsx, reading a file. tsx as node's loader rather than through
 * npx, which costs a second process and npm's start-up at each of the seven runs (issue 35: the test run's time).
 */
function replay(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/replay.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

describe('npm run replay', () => {
  jest.setTimeout(60_000);

  test('prints the timeline with routes and the routing decisions, and checks the recorded end', () => {
    const { status, stdout } = replay(fixture('action-log-v1.json'));
    expect(status).toBe(0);
    expect(stdout).toContain('organisation homeward · session session-0001 · loan HL00000042');
    expect(stdout).toMatch(/#5 .*navigation\/locationChanged/);
    expect(stdout).toContain('route → /account/heloc/register-v2/annual-income');
    expect(stdout).toContain(
      'status APP_SUBMISSION → OFFER_SELECTION: routing engine → product/select (status table row "OFFER_SELECTION")',
    );
    expect(stdout).toContain('live app decided (poll) → product/select');
    expect(stdout).toContain(`Final route: /account/heloc/${UUID}/product/select`);
    expect(stdout).toContain('The replay reached the recorded final state and route (masked values aside).');
  });

  test('--until stops early; --show diff and state add detail; --json is for machines', () => {
    const early = replay(fixture('action-log-v1.json'), '--until', '11', '--show', 'diff');
    expect(early.status).toBe(0);
    expect(early.stdout).toContain('Final route: /account/heloc/register-v2/annual-income');
    expect(early.stdout).toContain('~ registration.draft.income: "" → "«masked-8»"');
    expect(early.stdout).not.toContain('#12');

    const json = replay(fixture('action-log-v1.json'), '--json', '--show', 'state');
    expect(json.status).toBe(0);
    const summary = JSON.parse(json.stdout) as { finalRoute: string; matchesRecorded: boolean; state: object };
    expect(summary).toMatchObject({ finalRoute: `/account/heloc/${UUID}/product/select`, matchesRecorded: true });
    expect(summary.state).toHaveProperty('application.application.status.checklistStatus', 'OFFER_SELECTION');
  });

  test('a malformed log, a future version and a file that is not JSON exit non-zero with a clear message', () => {
    const malformed = replay(fixture('action-log-malformed.json'));
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('Malformed action log: log.entries[3].type must be a string.');

    const future = replay(fixture('action-log-future.json'));
    expect(future.status).toBe(1);
    expect(future.stderr).toContain('This action log is format version 2, newer than this tool reads (up to 1).');

    const dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    const notJson = path.join(dir, 'log.json');
    writeFileSync(notJson, 'hello');
    const garbage = replay(notJson);
    expect(garbage.status).toBe(1);
    expect(garbage.stderr).toContain('Not an action log: the file is not valid JSON');

    const usage = replay('--until', 'x');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run replay -- FILE');
  });
});
