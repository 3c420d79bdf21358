/**
 * The body of every failed API answer (one error handler writes it: server/errors.ts): the
 * message to show, a code to branch on, the field messages of a refused form, and details some
 * failures carry (a stale save's current item).
 */
export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  [detail: string]: unknown;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/**
 * Reads a failed answer's body as an ErrorBody, or null when it is not one (a proxy's HTML page,
 * nothing). better-auth's own answers say `message` where ours say `error`: read as the same. No
 * zod here: the client's first page carries this, and its weight is budgeted.
 */
export function parseErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const message = typeof record.error === 'string' ? record.error : record.message;
  if (typeof message !== 'string' || message === '') return null;
  return {
    ...record,
    error: message,
    code: typeof record.code === 'string' ? record.code : 'ERROR',
    fields: isStringRecord(record.fields) ? record.fields : {},
  };
}
