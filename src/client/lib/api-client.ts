/** An API failure, carrying the message the server wrote for the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
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

function messageOf(
  body: unknown,
  fallback: string,
): { message: string; code: string; fields: Record<string, string> } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.error === 'string' ? record.error : record.message;
    return {
      message: typeof message === 'string' && message ? message : fallback,
      code: typeof record.code === 'string' ? record.code : 'ERROR',
      fields:
        record.fields && typeof record.fields === 'object'
          ? (record.fields as Record<string, string>)
          : {},
    };
  }
  return { message: fallback, code: 'ERROR', fields: {} };
}

/**
 * The one fetch wrapper: JSON in and out, cookies sent, `{ error }` turned into an ApiError whose
 * message the toast shows. A 401 outside /api/auth means the session ended.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
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
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const { message, code, fields } = messageOf(parsed, `Request failed (${response.status})`);
    if (response.status === 401 && !path.startsWith('/api/auth/')) onUnauthorized();
    throw new ApiError(message, response.status, code, fields);
  }
  return parsed as T;
}
