import { ApiError } from './api-client';

/** A form's messages per field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each of the form's fields among validation issues (zod's shape). */
export function issueErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's per-field messages (a 400's `fields`) for the form's fields; none otherwise. */
export function serverFieldErrors<F extends string>(
  error: Error,
  fields: readonly F[],
): FieldErrors<F> {
  if (!(error instanceof ApiError)) return {};
  const issues = Object.entries(error.fields).map(([key, message]) => ({ path: [key], message }));
  return issueErrors(issues, fields);
}
