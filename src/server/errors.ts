import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SOMEONE_ELSE, STALE } from '../shared/edit-version.js';
import type { ErrorBody } from '../shared/error-body.js';
import { isForeignKeyViolation, isUniqueViolation } from './db/errors.js';
import { toIso } from './db/timestamps.js';

/** An error whose message is meant for the user; the one error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside `error` and `code` (a stale save's current values). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'INVALID_INPUT', message, fields);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'You must be logged in');
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/**
 * The 409 for a save based on an older version of the item (src/shared/edit-version.ts): the item
 * as a read answers it now, who saved it last (their name as it was then) and when.
 */
export function stale(
  current: object,
  lastSave: { by: string | null; at: Date | string },
): HttpError {
  const changedBy = lastSave.by ?? SOMEONE_ELSE;
  return new HttpError(
    409,
    STALE,
    `This was changed by ${changedBy} since you opened it`,
    undefined,
    {
      current,
      changedBy,
      changedAt: toIso(lastSave.at),
    },
  );
}

export const tooLarge = (message: string) => new HttpError(413, 'TOO_LARGE', message);
export const tooManyRequests = (message: string) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message);

export type { ErrorBody };

/** Messages for the errors Fastify itself raises before a handler runs. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'TOO_LARGE', message: 'Request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_INPUT',
    message: 'Request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_INPUT', message: 'Invalid JSON' },
};

/** Turns a validation failure into one message for a toast and one per field for a form. */
function validationBody(error: { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field && issue.message && !(field in fields)) fields[field] = issue.message;
  }
  const first = error.validation[0]?.message ?? 'Invalid input';
  return { error: first, code: 'INVALID_INPUT', fields } satisfies ErrorBody;
}

/** One error handler for the whole app: every failure answers `{ error, code }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { ...error.details, error: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      // A write lost a race the route did not explain (a row it names was deleted meanwhile…).
      return reply.status(409).send({
        error: 'This changed meanwhile; reload and try again',
        code: 'CONFLICT',
      });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: known.message, code: known.code });
    }
    if (error.statusCode === 503) {
      // Too many password hashes at once (auth/password-hash-queue.ts): nothing was done.
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ error: 'The server is busy. Please try again in a few seconds.', code: 'BUSY' });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: 'Too many requests. Please wait a moment.', code: 'TOO_MANY_REQUESTS' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong', code: 'INTERNAL' });
  });
}
