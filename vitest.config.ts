import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker; the second core halves the wall time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/shared/test/fail-on-console-error.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/shared/test/fail-on-console-error.ts'],
          isolate: false,
          // A safety net, not a speed check: a busy CI machine once made a 2 s file take 30 s.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
