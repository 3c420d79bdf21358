import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { acceptsGzip, GZIP_MIN_BYTES } from './compressed-body.js';

const WEEK = '2026-W48';

describe('large JSON answers go gzipped to clients that take it', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Harbor Gate', deptCode: 'HG-1' });
    // Enough requests in the week for an answer over the threshold.
    for (let n = 0; n < 80; n += 1) {
      await createCoverageRequest(db, {
        locationId: post.id,
        date: `2026-11-${String(23 + (n % 7))}`,
        notes: `Shift ${String(n)} at the north gate`,
      });
    }
    cookie = (await t.account('supervisor')).cookie;
  });
  afterAll(() => t.close());

  const week = (acceptEncoding?: string) =>
    t.request({
      method: 'GET',
      url: `/api/schedule/week?week=${WEEK}`,
      cookie,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the same JSON, compressed, to a browser', async () => {
    const plain = await week();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(GZIP_MIN_BYTES);

    const zipped = await week('gzip, deflate, br, zstd');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    // The kept answer is compressed once: the next read sends the very same bytes.
    const again = await week('gzip');
    expect(again.rawPayload.equals(zipped.rawPayload)).toBe(true);
  });

  it('sends a changed answer, not the old compressed one', async () => {
    const before = gunzipSync((await week('gzip')).rawPayload).toString();
    const post = await createLocation(t.app.database.db, { name: 'Mall East', deptCode: 'ME-2' });
    const after = gunzipSync((await week('gzip')).rawPayload).toString();
    expect(before).not.toContain(post.id);
    expect(after).toContain(post.id);
  });

  it('sends plain JSON to a client that refuses gzip, and small answers as they are', async () => {
    const refused = await week('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('week', WEEK);

    const small = await t.request({
      method: 'GET',
      url: '/api/coverage/summary?month=2026-11',
      cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });
});
