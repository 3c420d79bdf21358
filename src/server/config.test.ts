import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config.js';

const postgres = {
  DATABASE_URL: 'postgres://app@db.internal/coverdesk',
  AUTH_SECRET: 'x'.repeat(32),
};

describe('DATABASE_POOL_SIZE', () => {
  it('opens twice the cores in PostgreSQL connections by default, at least 4', () => {
    const config = loadConfig(postgres, null);
    expect(defaultPoolSize()).toBe(Math.max(4, 2 * availableParallelism()));
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: postgres.DATABASE_URL,
      poolSize: defaultPoolSize(),
    });
  });

  it('takes the size it is given', () => {
    const config = loadConfig({ ...postgres, DATABASE_POOL_SIZE: '12' }, null);
    expect(config.database).toMatchObject({ kind: 'postgres', poolSize: 12 });
  });

  it.each(['0', '101', '2.5', 'ten'])('stops at start-up on %j, naming the variable', (size) => {
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: size }, null)).toThrow(ConfigError);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: size }, null)).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });
});
