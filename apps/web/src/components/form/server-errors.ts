import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { invalidFields } from '@/lib/errors';

/**
 * Puts the messages of a call the server refused as invalid input (its `fieldErrors`) on the
 * form's fields, the first per field; `fieldOf` names a path's field ("phoneCode" → the country
 * select), null for a path the form does not show. Returns whether the refusal was one.
 */
export function showServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fieldOf: (path: string) => FieldPath<T> | null,
): boolean {
  const fields = invalidFields(error);
  if (!fields) return false;
  const shown = new Set<string>();
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf(path);
    if (field === null || shown.has(field)) continue;
    shown.add(field);
    form.setError(field, { message });
  }
  return true;
}

/** `fieldOf` for a form whose fields are top-level names: a path's first part, if a field. */
export function topLevelFieldIn<F extends string>(fields: readonly F[]) {
  return (path: string): F | null => {
    const top = path.split('.')[0];
    return fields.find((field) => field === top) ?? null;
  };
}
