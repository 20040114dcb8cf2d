import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brandIconKey } from '../../sandbox/appHost';
import { expectSecurityHeaders, startSandbox, type Harness } from './harness';

/** The brands' icons and /favicon.ico (issue 46), over the icons the build copies into dist/brand-icons/. */
const ICONS = path.resolve(__dirname, '../../src/brand/icons');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the brands' icons", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox();
    cpSync(ICONS, path.join(harness.distDir, 'brand-icons'), { recursive: true });
  });
  afterAll(() => harness.close());

  it('serves each icon with its type, kept a day, with the security headers', async () => {
    const svg = await harness.app.inject({ url: '/brand-icons/apm.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expectSecurityHeaders(svg);
    const png = await harness.app.inject({ url: '/brand-icons/apm-180.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('answers 404 for anything else there: no table, no other file, no path out', async () => {
    for (const url of ['/brand-icons/icons.json', '/brand-icons/nobody.svg', '/brand-icons/..%2Findex.html']) {
      const response = await harness.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it.each([
    ['localhost:8080', '/favicon.ico', 'homeward'],
    ['apm.localhost:8080', '/favicon.ico', 'apm'],
    ['localhost:8080', '/favicon.ico?org=fairway', 'fairway'],
    // The main brand's variants share its icons.
    ['localhost:8080', '/favicon.ico?org=homeward-ny', 'homeward'],
  ])('answers %s%s with the brand’s icon (%s), never a 404', async (host, url, key) => {
    const response = await harness.app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/brand-icons/${key}-180.png`);
    const icon = await harness.app.inject({ url: String(response.headers.location) });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('says the app is not built rather than failing when there are no icons yet', async () => {
    rmSync(path.join(harness.distDir, 'brand-icons'), { recursive: true });
    try {
      const response = await harness.app.inject({ url: '/favicon.ico' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('not built');
    } finally {
      cpSync(ICONS, path.join(harness.distDir, 'brand-icons'), { recursive: true });
    }
  });
});

describe('brandIconKey', () => {
  const codes = { default: 'default', homeward: 'homeward', 'homeward-ny': 'homeward', apm: 'apm' };
  it('takes the orgCode, then the orgBrand, else the neutral icons, as the app finds a theme', () => {
    expect(brandIconKey(codes, { orgCode: 'apm', orgBrand: 'apm' })).toBe('apm');
    expect(brandIconKey(codes, { orgCode: 'homeward-ny', orgBrand: 'homeward' })).toBe('homeward');
    expect(brandIconKey(codes, { orgCode: 'branch-7', orgBrand: ' APM ' })).toBe('apm');
    expect(brandIconKey(codes, { orgCode: 'x', orgBrand: 'y' })).toBe('default');
  });
});
