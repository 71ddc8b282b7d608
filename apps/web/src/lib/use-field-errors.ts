import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../api/errors';
import { translateFieldErrors } from '../i18n/server-messages';
import { type FieldErrors, fieldErrorsOf, shownFieldErrors, type ValidationIssues } from './form-errors';

/** The shape of a zod `safeParse` result, structural so the web does not depend on zod itself. */
export type SafeParse<T> = { success: true; data: T } | { success: false; error: ValidationIssues };

/**
 * Field messages of one form; a field's message goes away as soon as the user edits that field.
 * The messages are kept as the schema or server wrote them (English) and shown in the page's language.
 */
export function useFieldErrors() {
  const intl = useIntl();
  const [raw, setErrors] = useState<FieldErrors>({});
  const errors = useMemo(() => translateFieldErrors(intl, raw), [intl, raw]);
  const clearOnEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name) setErrors((current) => (name in current ? omit(current, name) : current));
  }, []);
  /** Checks a form's value against its shared schema: the data, or null with the messages shown. */
  const validate = useCallback(<T>(schema: { safeParse(value: unknown): SafeParse<T> }, value: unknown): T | null => {
    const result = schema.safeParse(value);
    setErrors(result.success ? {} : fieldErrorsOf(result.error));
    return result.success ? result.data : null;
  }, []);
  /** Shows the server's messages for the fields this form has (the rest go to its banner). */
  const showServerErrors = useCallback((error: unknown, names: readonly string[]) => {
    if (error instanceof ApiError) setErrors(shownFieldErrors(error.fields, names));
  }, []);
  return { errors, setErrors, clearOnEdit, validate, showServerErrors };
}

function omit(errors: FieldErrors, name: string): FieldErrors {
  const { [name]: _removed, ...rest } = errors;
  return rest;
}
