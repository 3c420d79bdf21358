import type { z } from 'zod';

/** A signed-in session: the cookie header to send with it. */
export type Cookie = string;

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The `name=value` parts of every set-cookie, as one cookie header. */
export function cookieHeader(response: Response): Cookie {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('='))
    .join('; ');
}

/** Signs in with email and password (better-auth) and answers the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Cookie> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new HttpStatusError(response.status, `sign-in ${email}: ${await response.text()}`);
  }
  const cookie = cookieHeader(response);
  if (!cookie) throw new Error(`sign-in ${email}: no session cookie`);
  return cookie;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: object;
}

/**
 * One JSON API call as the app's own page makes it (Origin set, so the same-origin check passes):
 * the answer's status and text, whatever the status.
 */
export async function sendApi(
  baseUrl: string,
  cookie: Cookie,
  request: ApiRequest,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      cookie,
      origin: baseUrl,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : null,
  });
  return { status: response.status, text: await response.text() };
}

/** The JSON of a 2xx answer checked against `schema`; any other status throws. */
export function parseAnswer<T>(
  request: ApiRequest,
  answer: { status: number; text: string },
  schema: z.ZodType<T>,
): T {
  const { status, text } = answer;
  if (status < 200 || status > 299) {
    throw new HttpStatusError(status, `${request.method} ${request.path}: ${status} ${text}`);
  }
  return schema.parse(text ? JSON.parse(text) : null);
}

/** One JSON API call (see sendApi), its answer checked against `schema`. A non-2xx answer throws. */
export async function callApi<T>(
  baseUrl: string,
  cookie: Cookie,
  request: ApiRequest,
  schema: z.ZodType<T>,
): Promise<T> {
  return parseAnswer(request, await sendApi(baseUrl, cookie, request), schema);
}

/** Runs `task` over `items`, at most `concurrency` at a time; answers the results in order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
