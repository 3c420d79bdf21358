import { ApiError } from './api-client';

/** A form's messages per field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The form's fields, or a map from the API's field names to the form's where they differ. */
export type FormFields<F extends string> = readonly F[] | Readonly<Record<string, F>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function formFieldOf<F extends string>(key: PropertyKey, fields: FormFields<F>): F | undefined {
  if (Array.isArray(fields)) return (fields as readonly F[]).find((name) => name === key);
  return typeof key === 'string' ? (fields as Readonly<Record<string, F>>)[key] : undefined;
}

/** The first message for each of the form's fields among validation issues (zod's shape). */
export function issueErrors<F extends string>(
  issues: readonly Issue[],
  fields: FormFields<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] === undefined ? undefined : formFieldOf(issue.path[0], fields);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's per-field messages (a 400's `fields`) for the form's fields; none otherwise. */
export function serverFieldErrors<F extends string>(
  error: Error,
  fields: FormFields<F>,
): FieldErrors<F> {
  if (!(error instanceof ApiError)) return {};
  const issues = Object.entries(error.fields).map(([key, message]) => ({ path: [key], message }));
  return issueErrors(issues, fields);
}
