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

/**
 * Reads a failed answer's body as an ErrorBody, or null when it is not one (a proxy's HTML page,
 * nothing). better-auth's own answers say `message` where ours say `error`: read as the same.
 * Small and without zod: the client's first page carries it, and its weight is budgeted.
 */
export function parseErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message, code, fields } = body as Partial<Record<string, unknown>>;
  const text = typeof error === 'string' ? error : message;
  if (typeof text !== 'string' || !text) return null;
  const stringFields =
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((value) => typeof value === 'string');
  return {
    ...body,
    error: text,
    code: typeof code === 'string' ? code : 'ERROR',
    fields: stringFields ? (fields as Record<string, string>) : {},
  };
}
