import { z } from 'zod';
import { ROLES } from '../../../shared/permissions.js';
import { AUTH_ENDPOINTS_USED } from '../../auth/auth.routes.js';
import {
  ACCESS_EXTENSION,
  ERROR_RESPONSE,
  jsonContent,
  OPTIONAL_SESSION,
} from './openapi-parts.js';

/**
 * better-auth's endpoints are mounted by one catch-all route (GET and POST /api/auth/*,
 * auth/auth.routes.ts), which admits exactly the three of AUTH_ENDPOINTS_USED and answers 404 to
 * every other. The reference lists those three, described here by hand from what they answer
 * (session tokens are taken out of every answer before it is sent: auth/without-tokens.ts).
 */

const AuthUserSchema = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES).nullable(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .describe("The account, as better-auth answers it (more of better-auth's fields may follow)");

const SignInBodySchema = z.object({
  email: z.email(),
  password: z.string(),
  rememberMe: z
    .boolean()
    .optional()
    .describe('false: a cookie that ends with the browser session (default true)'),
});

const SignedInSchema = z.object({ redirect: z.boolean(), user: AuthUserSchema });

const SessionSchema = z
  .object({
    session: z.looseObject({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.iso.datetime(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
    user: AuthUserSchema,
  })
  .nullable()
  .describe('The session and its account; null without a session');

/** better-auth's own refusals say `message` where the app's say `error`. */
const BetterAuthErrorSchema = z.looseObject({ message: z.string(), code: z.string() });

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' });

const betterAuthError = (description: string) => ({
  description,
  ...jsonContent(json(BetterAuthErrorSchema)),
});

const OPERATIONS = {
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      [ACCESS_EXTENSION]: 'public',
      summary: "Sign in with email and password (better-auth's endpoint)",
      description:
        'Sets the session cookie. Who may call: anyone, without a session. Refused sign-ins are ' +
        'limited per account and address (429 with Retry-After); when the server is busy hashing ' +
        'passwords, 503 with Retry-After.',
      security: [],
      requestBody: { required: true, ...jsonContent(json(SignInBodySchema)) },
      responses: {
        200: {
          description: 'Signed in: the session cookie is set',
          ...jsonContent(json(SignedInSchema)),
        },
        400: betterAuthError('The body is not an email and a password'),
        401: betterAuthError('Wrong email or password'),
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      tags: ['auth'],
      [ACCESS_EXTENSION]: 'public',
      summary: "Sign out: ends the session and clears its cookie (better-auth's endpoint)",
      description:
        'Who may call: anyone; without a session it changes nothing. Send `{}` or no body.',
      security: OPTIONAL_SESSION,
      responses: {
        200: {
          description: 'Signed out',
          ...jsonContent(json(z.object({ success: z.boolean() }))),
        },
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      [ACCESS_EXTENSION]: 'public',
      summary: "The current session, or null (better-auth's endpoint)",
      description:
        'Who may call: anyone. The app itself reads `GET /api/session`, which answers its own ' +
        'account shape.',
      security: OPTIONAL_SESSION,
      responses: {
        200: { description: 'The session, or null', ...jsonContent(json(SessionSchema)) },
        default: ERROR_RESPONSE,
      },
    },
  },
} as const;

/** The three better-auth operations, for the document's `paths` (a fresh copy per document). */
export function betterAuthPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = structuredClone(OPERATIONS);
  for (const [path, method] of Object.entries(AUTH_ENDPOINTS_USED)) {
    if (!paths[path]?.[method.toLowerCase()]) {
      throw new Error(`The API reference lacks better-auth's ${method} ${path}`);
    }
  }
  return paths;
}
