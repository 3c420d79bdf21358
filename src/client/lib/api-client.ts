import { parseErrorBody } from '../../shared/error-body';

/** An API failure, carrying the message the server wrote for the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** The answer as the server sent it, for failures that carry more (a stale save's item). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/**
 * Called when the server says the session is gone (expired or revoked) so the app can send the
 * user to /login quietly, without an error toast.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends the request; a network failure becomes an ApiError the toast can show. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Cannot reach the server. Check your connection.', 0, 'NETWORK');
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ApiError for a failed response; a 401 outside /api/auth means the session ended. */
function failure(path: string, response: Response, text: string): ApiError {
  const body = parseJson(text);
  const parsed = parseErrorBody(body);
  if (response.status === 401 && !path.startsWith('/api/auth/')) onUnauthorized();
  return new ApiError(
    parsed?.error ?? `Request failed (${String(response.status)})`,
    response.status,
    parsed?.code ?? 'ERROR',
    parsed?.fields,
    body,
  );
}

/**
 * The one fetch wrapper: JSON in and out, cookies sent, `{ error }` turned into an ApiError whose
 * message the toast shows.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text();
  if (!response.ok) throw failure(path, response, text);
  return parseJson(text) as T;
}

/** A file from the API (e.g. a CSV report), with the same error handling as `api`. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) throw failure(path, response, await response.text());
  return response.blob();
}
