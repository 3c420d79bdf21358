import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last part is a secret: a calendar feed's address and an invitation's token (the
 * API's and the page's). Whoever reads the logs must not be able to subscribe or sign up with
 * them (issue #29). Matched however the path is spelt (letter case, doubled slashes), since the
 * router's 404 to an odd spelling still logs the URL.
 */
const SECRET_PATHS = [
  /^(\/+api\/+calendar\/+)[^/?#]+/i,
  /^(\/+api\/+invites\/+)[^/?#]+/i,
  /^(\/+invite\/+)[^/?#]+/i,
];

/** The URL with the secret part of such a path replaced by '[redacted]'. */
export function redactedUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
}

/** Fastify's own request serializer for the log, with the URL redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
