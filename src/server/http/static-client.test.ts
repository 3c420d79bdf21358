import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

describe('serving the built client', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'coverdesk-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>CoverDesk</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    database = await createTestDatabase();
    app = await buildApp(
      loadConfig(
        {
          DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
          BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        },
        clientDir,
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/locations', '/some/unknown/page'])(
    'answers %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>CoverDesk</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
