import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

const get = (url: string) => () => Promise.resolve<MatrixCall>({ method: 'GET', url });

/**
 * The API reference (issue #31), admins only: the OpenAPI document, and every route of Swagger
 * UI's plugin, its page, scripts and styles included (others get the usual 401 and 403).
 */
export const DOCS_ROUTES = {
  'GET /api/docs/openapi.json': { access: 'api-docs:view', call: get('/api/docs/openapi.json') },
  'GET /api/docs': { access: 'api-docs:view', call: get('/api/docs') },
  'GET /api/docs/json': { access: 'api-docs:view', call: get('/api/docs/json') },
  'GET /api/docs/yaml': { access: 'api-docs:view', call: get('/api/docs/yaml') },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'api-docs:view',
    call: get('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': {
    access: 'api-docs:view',
    call: get('/api/docs/static/swagger-ui-bundle.js'),
  },
  'GET /api/docs/static/theme/logo.svg': {
    access: 'api-docs:view',
    call: get('/api/docs/static/theme/logo.svg'),
  },
  'GET /api/docs/static/theme/viewport.js': {
    access: 'api-docs:view',
    call: get('/api/docs/static/theme/viewport.js'),
  },
  // The plugin sends its index.html's address on to the page.
  'GET /api/docs/static/index.html': {
    access: 'api-docs:view',
    allowedStatus: 302,
    call: get('/api/docs/static/index.html'),
  },
} satisfies Record<string, MatrixRoute>;
