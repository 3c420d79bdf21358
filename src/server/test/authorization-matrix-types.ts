import type { Permission } from '../../shared/permissions.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { Who } from './test-app.js';

/** The shapes of the authorization matrix's entries (authorization-matrix.ts lists them). */

/** Who may call a route: a permission of permissions.ts, any session, or anyone. */
export type Access = Permission | 'signed-in' | 'public';

export interface MatrixCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** JSON, or an encoded body with its content type in `headers` (a webhook's form). */
  payload?: object | string;
  headers?: Record<string, string>;
  /** A session of the call's own (else the shared account of the caller's role). */
  cookie?: string;
}

export interface MatrixRoute {
  access: Access;
  /** What an allowed caller gets when it is not a 2xx (a redirect); by default any 2xx. */
  allowedStatus?: number;
  /** A call `who` would make; where it changes or removes something, on something of its own. */
  call(who: Who, fixtures: MatrixFixtures): Promise<MatrixCall>;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;
