import { z } from 'zod';

/** The outbox's setting (README, Configuration), parsed with the rest. */
export const OutboxEnvSchema = z.object({
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
});

/**
 * How long a process keeps a message it took before another may take it again, had it died
 * mid-send. It must outlast the slowest send (an SMTP server that answers at its timeouts: 15 s
 * to connect, 15 s for the greeting, 15 s a command), or a slow message is sent twice.
 */
export const DEFAULT_LEASE_SECONDS = 120;

export interface OutboxConfig {
  leaseMs: number;
}

export function outboxConfig(values: z.infer<typeof OutboxEnvSchema>): OutboxConfig {
  return { leaseMs: (values.OUTBOX_LEASE_SECONDS ?? DEFAULT_LEASE_SECONDS) * 1000 };
}
