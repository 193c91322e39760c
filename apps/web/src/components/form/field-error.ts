import { type Control, type FieldPath, type FieldValues, get, useFormState } from 'react-hook-form';

/** The message react-hook-form holds for a registered field (a shared field group's own). */
export function useFieldError<T extends FieldValues, V>(
  control: Control<T, unknown, V>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
