import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox } from '../../sandbox/server';

/** The browser suite's accessibility checker is served only when the sandbox is given it (development, decision 291). */
describe('/__sandbox/axe.js', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-axe-'));
  const axeScript = path.join(dir, 'axe.min.js');
  writeFileSync(axeScript, 'window.axe = {};\n');
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the given script as cacheable JavaScript', async () => {
    const sandbox = await createSandbox({ distDir: dir, axeScript });
    try {
      const response = await sandbox.app.inject({ url: '/__sandbox/axe.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toBe('window.axe = {};\n');
    } finally {
      await sandbox.close();
    }
  });

  it('is not there when the sandbox is not given it (production)', async () => {
    const sandbox = await createSandbox({ distDir: dir });
    try {
      expect((await sandbox.app.inject({ url: '/__sandbox/axe.js' })).statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
