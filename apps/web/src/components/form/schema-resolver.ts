import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a zod schema (without importing zod into the page). */
interface SafeParsing<Input, Output> {
  safeParseAsync(input: Input): Promise<
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> };
      }
  >;
}

/** The form field an issue of the schema belongs to: by default the top-level name. */
export type FieldOfPath = (path: readonly PropertyKey[]) => string | null;

const topLevel: FieldOfPath = (path) => (path.length > 0 ? String(path[0]) : null);

/**
 * `zodResolver` for a form whose values are not the schema's input as they stand (numbers typed
 * as text, lines typed in one box): `toInput` reads the values as the procedure receives them,
 * the shared schema checks them, and each issue's message goes to the field `fieldOf` names
 * (the first message per field, in the schema's order).
 */
export function schemaResolver<TForm extends FieldValues, Input, Output>(
  schema: SafeParsing<Input, Output>,
  toInput: (values: TForm) => Input,
  fieldOf: FieldOfPath = topLevel,
): Resolver<TForm, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field !== null && !(field in flat)) {
        flat[field] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
