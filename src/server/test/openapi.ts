import { API_TAGS } from '../http/api-docs/api-tags.js';
import { OPENAPI_JSON_URL } from '../http/api-docs/openapi-document.js';
import type { TestApp } from './test-app.js';

/** What the tests read of an OpenAPI document's operation. */
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; $ref?: string; content?: object }>;
  'x-access'?: string;
}

/** What the tests read of the document. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** The document as an admin fetches it. */
export async function fetchOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.as('admin', 'GET', OPENAPI_JSON_URL);
  if (response.statusCode !== 200) {
    throw new Error(`${OPENAPI_JSON_URL}: ${String(response.statusCode)} ${response.body}`);
  }
  return response.json<OpenApiDocument>();
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace'];

/** Each operation of the document, named `GET /api/users/{id}`. */
export function operations(document: OpenApiDocument): [string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, OpenApiOperation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
  );
}

const TAGS: readonly string[] = API_TAGS.map((tag) => tag.name);

/**
 * What an operation lacks: a summary, a tag of API_TAGS, a response for its success that says
 * what it sends (a body's schema, or a 204's nothing). A route declared without a response
 * schema is documented as a bare '200', without content: that counts as none.
 */
function lacks(operation: OpenApiOperation): string[] {
  const problems: string[] = [];
  if (!operation.summary?.trim()) problems.push('no summary');
  const tags = operation.tags ?? [];
  if (tags.length === 0) problems.push('no tag');
  for (const tag of tags) if (!TAGS.includes(tag)) problems.push(`tag '${tag}' not in API_TAGS`);
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
    /^2(\d\d|XX)$/i.test(status),
  );
  const described = successes.some(
    ([status, response]) =>
      status === '204' || (response.content !== undefined && Object.keys(response.content).length),
  );
  if (!described) problems.push('no response schema for a 2xx status');
  return problems;
}

/** Each operation's problems, as `GET /api/x: no summary`, for one assertion. */
export function documentProblems(document: OpenApiDocument): string[] {
  return operations(document).flatMap(([name, operation]) =>
    lacks(operation).map((problem) => `${name}: ${problem}`),
  );
}
