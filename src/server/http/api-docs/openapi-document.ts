import { STATUS_CODES } from 'node:http';
import fastifySwagger, {
  type SwaggerTransform,
  type SwaggerTransformObject,
} from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS } from './api-tags.js';
import { betterAuthPaths } from './better-auth-paths.js';
import {
  ACCESS_EXTENSION,
  ERROR_RESPONSE,
  NO_SECURITY,
  SESSION_SECURITY,
  sharedComponents,
} from './openapi-parts.js';
import { routeAccess, whoMayCall } from './route-access.js';

/** Where the document is served (api-docs.routes.ts); the page is the rest of /api/docs. */
export const OPENAPI_JSON_URL = '/api/docs/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

export interface OpenApiSettings {
  /** CoverDesk's version (package.json). */
  version: string;
  /** PUBLIC_URL when it is set: the document's server. Otherwise the page's own origin. */
  publicUrl: string | null;
  /** The session cookie's name, as better-auth names it (its prefix, __Secure- over HTTPS). */
  sessionCookie: string;
  /** API requests allowed per minute (API_RATE_LIMIT). */
  apiRateLimit: number;
}

const isReferencePage = (url: string) =>
  (url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) && url !== OPENAPI_JSON_URL;

/**
 * One route's operation: its zod schemas as JSON Schema (the type provider's transform), and who
 * may call it, read from its preHandler. The reference's page and assets are not operations.
 */
const documentRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (isReferencePage(url)) return { schema: { hide: true }, url };
  // A route declared without any schema comes back without one (its types say otherwise).
  const transformed: { schema: FastifySchema | undefined } = jsonSchemaTransform(input);
  const schema = transformed.schema ?? {};
  if (schema.hide) return { schema, url };
  const access = routeAccess(route);
  const description = [whoMayCall(access), schema.description].filter(Boolean).join('\n\n');
  const security = schema.security ?? (access === 'public' ? NO_SECURITY : SESSION_SECURITY);
  const documented: Record<string, unknown> = { [ACCESS_EXTENSION]: access };
  return { url, schema: { ...schema, ...documented, description, security } };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of a document's paths. */
function operationsOf(paths: unknown): Record<string, unknown>[] {
  if (!isRecord(paths)) return [];
  return Object.values(paths).flatMap((item) =>
    isRecord(item)
      ? Object.entries(item)
          .filter(([method]) => METHODS.has(method))
          .map(([, operation]) => operation)
          .filter(isRecord)
      : [],
  );
}

/**
 * The whole document: the zod schemas registered with ids as components, better-auth's three
 * endpoints (better-auth-paths.ts: one catch-all route mounts them), each response named by
 * its status ('Created', 'No Content') rather than 'Default Response', and the app's error body as
 * every operation's other answer.
 */
const finishDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const paths: unknown = document.paths;
  if (isRecord(paths)) Object.assign(paths, betterAuthPaths());
  for (const operation of operationsOf(paths)) {
    const { responses } = operation;
    if (!isRecord(responses)) continue;
    for (const [status, response] of Object.entries(responses)) {
      if (isRecord(response) && response.description === 'Default Response') {
        response.description = STATUS_CODES[status] ?? response.description;
      }
    }
    responses.default ??= ERROR_RESPONSE;
  }
  return document;
};

const description = (settings: OpenApiSettings) =>
  [
    "CoverDesk's HTTP API: the one the app's own screens use.",
    'Sign in with `POST /api/auth/sign-in/email`; it sets the session cookie, which every call ' +
      'that needs a session sends back. Requests that change something (POST, PATCH, DELETE) ' +
      "must carry the app's own `Origin` header. Bodies are JSON.",
    "Who may call each operation is in its description, from the roles' permissions: 401 " +
      'without a session, 403 for a role without the permission. Errors are ' +
      '`{ "error", "code" }` (400 adds `fields`).',
    `At most ${settings.apiRateLimit.toLocaleString('en-US')} API requests a minute per ` +
      'account, or per address without a session (429, with Retry-After).',
  ].join('\n\n');

/**
 * @fastify/swagger, which collects every route registered after it (register it first): the
 * document is made from the routes' own schemas at the first request for it.
 */
export async function registerOpenApiDocument(
  app: FastifyInstance,
  settings: OpenApiSettings,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'CoverDesk', version: settings.version, description: description(settings) },
      ...(settings.publicUrl ? { servers: [{ url: settings.publicUrl }] } : {}),
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: sharedComponents(settings.sessionCookie),
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });
}
