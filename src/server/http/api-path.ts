import type { FastifyRequest } from 'fastify';

/** The path of a raw URL, percent-decoded; the raw path when it does not decode. */
function decodedPath(url: string): string {
  const [path = ''] = url.split('?');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * True when the request is an API call: decided on the route Fastify chose, which is what runs,
 * not on how the URL was spelled (`/%61pi/me` reaches GET /api/me). A request no route matched
 * is judged by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  return (routed ?? decodedPath(request.url)).startsWith('/api/');
}

/** True for the better-auth bridge (auth/auth.routes.ts), which reads sessions itself. */
export function isAuthRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url === '/api/auth/*';
}
