import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
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
          setupFiles: ['src/server/test/setup.ts'],
          // A safety net, not a speed check: a busy CI machine once made a 2 s file take 30 s.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
