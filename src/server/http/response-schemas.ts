import { z } from 'zod';

/**
 * A 204's answer: no body. Declared so that the API reference says so (issue #31); Fastify sends
 * a 204 without serialising anything.
 */
export const NoContentSchema = z.undefined().describe('Done; no body');

/**
 * An answer that is a file, not JSON (a CSV, a calendar, TwiML), for the API reference: the
 * handler sets the content type and sends text or a stream, which Fastify passes on as they are.
 */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});
