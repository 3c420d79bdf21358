import { vi } from 'vitest';

// A console.error during a test is a failure (STYLE.md).
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
});
