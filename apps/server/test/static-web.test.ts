import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from './helpers/test-app.ts';

const INDEX = '<!doctype html><html><head><title>ReCircuit</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

async function writeWithCompressed(path: string, content: string) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

let harness: TestApp;
let httpsHarness: TestApp;

beforeAll(async () => {
  const dist = await tempDir('recircuit-dist-');
  await mkdir(join(dist, 'assets'));
  await writeWithCompressed(join(dist, 'index.html'), INDEX);
  await writeWithCompressed(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  harness = await createTestApp({ WEB_DIST_DIR: dist });
  httpsHarness = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://recircuit.example' });
});
afterAll(async () => {
  await harness.close();
  await httpsHarness.close();
});

describe('serving the built web app', () => {
  it('serves hashed assets precompressed with brotli and a year-long immutable cache', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and to the plain file, by Accept-Encoding', async () => {
    const gzip = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.payload).toBe(INDEX);
  });

  it('answers deep links with index.html so the router can take over', async () => {
    for (const url of ['/recycle/confirm', '/user/info?tab=1', '/articleDetail?id=4', '/no-such-page']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('gives a real 404 for a missing hashed asset and for unknown API paths', async () => {
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 404 });
    const api = await harness.app.inject({ method: 'GET', url: '/proxy/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('caches other public files for a short time', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not count page loads against the unknown-path limit, while unknown API paths and assets still are', async () => {
    const office = '10.44.0.1';
    const pages = ['/', '/recycle-now', '/user/info', '/articleDetail?id=4', '/no-such-page'];
    for (let load = 0; load < 200; load += 1) {
      const url = pages[load % pages.length] as string;
      const response = await harness.app.inject({
        method: load % 10 === 0 ? 'HEAD' : 'GET',
        url,
        remoteAddress: office,
      });
      expect(response.statusCode, `page load ${load + 1}: ${url}`).toBe(200);
    }
    const api: number[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) {
      api.push(
        (await harness.app.inject({ method: 'GET', url: `/proxy/unknown-${attempt}`, remoteAddress: office }))
          .statusCode,
      );
    }
    expect(api.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(api[120]).toBe(429);
    // Even with the bucket spent, the office's next page load still opens.
    expect((await harness.app.inject({ method: 'GET', url: '/recycle-now', remoteAddress: office })).statusCode).toBe(
      200,
    );

    const assets: number[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) {
      assets.push(
        (await harness.app.inject({ method: 'GET', url: `/assets/gone-${attempt}.js`, remoteAddress: '10.44.0.2' }))
          .statusCode,
      );
    }
    expect(assets.at(-1)).toBe(429);
  });

  it('treats an encoded API path as an API path, not a page', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/%70roxy/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("sends a page's form posted without JavaScript back to its page, never to another site", async () => {
    const post = (url: string, headers: Record<string, string>) =>
      harness.app.inject({ method: 'POST', url, headers, payload: 'email=someone%40example.org' });
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' };
    const page = await post('/data-service?from=form', form);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/data-service');
    for (const url of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example']) {
      const location = String((await post(url, form)).headers.location);
      expect(location, url).toMatch(/^\/(?![/\\])/);
    }
    // Only a browser's form: an API call, or a client that does not ask for a page, gets the API's 404.
    expect((await post('/proxy/nowhere', form)).statusCode).toBe(404);
    expect((await post('/data-service', { ...form, accept: 'application/json' })).statusCode).toBe(404);
  });

  it('refuses path traversal', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/assets/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
    expect(response.payload).not.toContain('"dependencies"');
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline script, nosniff, a referrer policy, and no X-Powered-By', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on API answers and errors', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/nothing-here' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    const response = await httpsHarness.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
