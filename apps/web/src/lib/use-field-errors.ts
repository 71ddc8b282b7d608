import { type FormEvent, useCallback, useState } from 'react';
import type { FieldErrors } from './form-errors';

/** Field messages of one form; a field's message goes away as soon as the user edits that field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearOnEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name) setErrors((current) => (name in current ? omit(current, name) : current));
  }, []);
  return { errors, setErrors, clearOnEdit };
}

function omit(errors: FieldErrors, name: string): FieldErrors {
  const { [name]: _removed, ...rest } = errors;
  return rest;
}
