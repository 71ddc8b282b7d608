/** The part of a zod error the forms need; structural so the web does not depend on zod itself. */
export interface ValidationIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export type FieldErrors = Record<string, string>;

/**
 * One message per field, keyed like the server's `fields` ('user.email', 'password'), so client and
 * server messages land in the same place.
 */
export function fieldErrorsOf(error: ValidationIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads a text field of a submitted form; absent fields read as ''. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The server's field messages for the fields this form shows (others go to the form-level banner). */
export function shownFieldErrors(fields: Readonly<Record<string, string>>, names: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of names) {
    const message = fields[name];
    if (message) errors[name] = message;
  }
  return errors;
}
