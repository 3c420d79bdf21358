/** Where the end-to-end server listens: loopback only, on its own port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@coverdesk.test', password: 'admin-password-e2e' };
export const E2E_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456';
/** Writes to the API and to better-auth must come from the app's own origin (CSRF check). */
export const ORIGIN_HEADERS = { origin: E2E_BASE_URL };
