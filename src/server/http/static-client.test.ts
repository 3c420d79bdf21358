import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('serving the built client', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'coverdesk-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>CoverDesk</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"CoverDesk"}');
    t = await createTestApp({}, clientDir);
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/locations', '/some/unknown/page'])(
    'answers %s with the app',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>CoverDesk</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker and the manifest on every load, so updates are seen', async () => {
    const worker = await t.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.request({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('leaves /api/docs to the API reference (issue #31): its page, or a JSON refusal', async () => {
    const page = await t.as('admin', 'GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>CoverDesk API reference</title>');
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/missing.js']) {
      const refused = await t.as('anonymous', 'GET', url);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 401,
        body: { error: 'You must be logged in', code: 'UNAUTHORIZED' },
      });
    }
    const missing = await t.as('admin', 'GET', '/api/docs/static/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>CoverDesk</title>');
  });
});

describe('source maps', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'coverdesk-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>CoverDesk</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js.map'), '{"sourcesContent":[]}');
    await writeFile(path.join(clientDir, 'sw.js.map'), '{"sourcesContent":[]}');
    t = await createTestApp({}, clientDir);
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(['/assets/app-abc123.js.map', '/sw.js.map', '/assets/missing-chunk.js'])(
    'does not serve %s, even when the file is there',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
    },
  );
});
