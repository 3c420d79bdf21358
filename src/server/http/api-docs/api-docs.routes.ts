import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/request-user.js';
import { API_DOCS_PREFIX, OPENAPI_JSON_URL } from './openapi-document.js';

/** The document's outline; the rest of it is passed through as made. */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const VIEWPORT_SCRIPT =
  "document.head.insertAdjacentHTML('beforeend', " +
  '\'<meta name="viewport" content="width=device-width, initial-scale=1">\');';

/**
 * The API reference (issue #31), for admins only: the OpenAPI document at /api/docs/openapi.json,
 * and Swagger UI's page at /api/docs, whose scripts and styles the plugin serves from its own
 * folder (nothing comes from a CDN, so the app's Content-Security-Policy holds). The plugin also
 * serves the document at /api/docs/json (the page loads it) and /api/docs/yaml.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod<{ logo: Buffer }> = async (app, { logo }) => {
  const admins = requireRole('api-docs:view');

  app.get(
    OPENAPI_JSON_URL,
    {
      preHandler: admins,
      schema: {
        tags: ['api-docs'],
        summary: 'This reference, as an OpenAPI 3 document',
        response: { 200: OpenApiDocumentSchema },
      },
    },
    () => OpenApiDocumentSchema.parse(app.swagger()),
  );

  // Every route of the plugin, its static files' included, behind the same check: a hook of this
  // scope, as the plugin's own uiHooks would miss the files.
  await app.register(async (page) => {
    page.addHook('preHandler', admins);
    await page.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // The document's title and description head the page; no bar to load another document.
      uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
      theme: {
        title: 'CoverDesk API reference',
        // The plugin's page has no viewport tag: phones would show it at desktop width, tiny.
        js: [{ filename: 'viewport.js', content: VIEWPORT_SCRIPT }],
        favicon: [
          { filename: 'logo.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: logo },
        ],
      },
      logo: { type: 'image/svg+xml', content: logo },
    });
  });
};
