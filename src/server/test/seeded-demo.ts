import { vi } from 'vitest';
import { seedDemoData, type DemoSeedResult } from '../../../scripts/seed-demo-database.js';
import { createTestApp, type TestApp } from './test-app.js';

export const DEMO_PASSWORD = 'demo-password';

/** The demo seeded at an instant, and a session of each office account. */
export interface SeededDemo {
  t: TestApp;
  seeded: DemoSeedResult;
  /** Cookies of dispatch@, supervisor@ and admin@demo.coverdesk.test. */
  dispatch: string;
  supervisor: string;
  admin: string;
  /** Sends a GET as `cookie`; fails the test unless it answers 200. */
  get<T>(url: string, cookie: string): Promise<T>;
}

/**
 * A test app with the demo seeded at `now`, the clock held there (Date only: the timers run by
 * hand, none in the background, so nothing fires between the seed and the assertions).
 */
export async function seedDemoAt(now: Date): Promise<SeededDemo> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const t = await createTestApp({}, null, { attendanceTimers: { background: false } });
  const seeded = await seedDemoData(t.app.database, t.app.auth, { password: DEMO_PASSWORD, now });
  const signIn = (role: string) => t.signIn(`${role}@demo.coverdesk.test`, DEMO_PASSWORD);
  return {
    t,
    seeded,
    dispatch: await signIn('dispatch'),
    supervisor: await signIn('supervisor'),
    admin: await signIn('admin'),
    async get<T>(url: string, cookie: string) {
      const response = await t.request({ method: 'GET', url, cookie });
      if (response.statusCode !== 200) {
        throw new Error(`GET ${url}: ${String(response.statusCode)} ${response.body}`);
      }
      return response.json<T>();
    },
  };
}

/** Closes the app and gives the clock back. */
export async function closeSeededDemo(demo: SeededDemo | undefined): Promise<void> {
  await demo?.t.close();
  vi.useRealTimers();
}
