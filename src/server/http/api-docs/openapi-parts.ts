/** The security scheme of the session cookie, and of Twilio's signed webhooks. */
export const SESSION = 'session';
export const TWILIO_SIGNATURE = 'twilioSignature';

/** An operation that needs a session; one open to anyone; one that reads a session if sent. */
export const SESSION_SECURITY = [{ [SESSION]: [] }];
export const NO_SECURITY = [];
export const OPTIONAL_SESSION = [{}, { [SESSION]: [] }];
/** A provider's webhook: Twilio's signature admits it, no session (modules/sms/). */
export const TWILIO_SECURITY = [{ [TWILIO_SIGNATURE]: [] }];

/** The extension naming who may call an operation (route-access.ts); the tests read it. */
export const ACCESS_EXTENSION = 'x-access';

/** A JSON body of this schema, as a request body or a response has it. */
export const jsonContent = (schema: object) => ({ content: { 'application/json': { schema } } });

/** What an operation answers besides its success: the app's error body. */
export const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/**
 * The components every document has: the body of every failed answer of the app
 * (src/shared/error-body.ts, server/errors.ts) and its response, and the security schemes.
 * Registered with the plugin, which looks the schemes up for the routes that name them.
 */
export function sharedComponents(sessionCookie: string) {
  return {
    schemas: {
      ErrorBody: {
        type: 'object' as const,
        description:
          'A refusal or a failure. Some carry more: a 409 STALE has `current`, `changedBy` and ' +
          '`changedAt`.',
        required: ['error', 'code'],
        properties: {
          error: { type: 'string' as const, description: 'The message to show the user' },
          code: {
            type: 'string' as const,
            description:
              'What went wrong, to branch on: INVALID_INPUT, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, ' +
              'CONFLICT, STALE, TOO_LARGE, TOO_MANY_REQUESTS…',
          },
          fields: {
            type: 'object' as const,
            description: "400: each refused field's message, by its path (e.g. `rows.3.date`)",
            additionalProperties: { type: 'string' as const },
          },
        },
        additionalProperties: true,
      },
    },
    responses: {
      Error: {
        description:
          'Refused or failed: 400 invalid input, 401 not signed in, 403 not allowed, 404, ' +
          '409 conflict, 413 too large, 429 too many requests (with Retry-After), 503 busy',
        ...jsonContent({ $ref: '#/components/schemas/ErrorBody' }),
      },
    },
    securitySchemes: {
      [SESSION]: {
        type: 'apiKey' as const,
        in: 'cookie',
        name: sessionCookie,
        description:
          'The session cookie that `POST /api/auth/sign-in/email` sets (httpOnly). Requests that ' +
          "change something must also carry the app's own `Origin` header.",
      },
      [TWILIO_SIGNATURE]: {
        type: 'apiKey' as const,
        in: 'header',
        name: 'X-Twilio-Signature',
        description:
          "Twilio's signature of PUBLIC_URL, the path and the form's fields, made with the " +
          "account's auth token; a request without a valid one is refused (403).",
      },
    },
  };
}
