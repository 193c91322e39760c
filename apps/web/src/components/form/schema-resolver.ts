import { toNestErrors } from '@hookform/resolvers';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Resolver,
  ResolverOptions,
} from 'react-hook-form';

/** What the resolver needs of a zod schema (without importing zod into the page). */
interface SafeParsing<Input, Output> {
  safeParseAsync(input: Input): Promise<
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      }
  >;
}

/** The form field an issue of the schema belongs to: by default the top-level name. */
export type FieldOfPath = (path: readonly PropertyKey[]) => string | null;

const topLevel: FieldOfPath = (path) => (path.length > 0 ? String(path[0]) : null);

interface SchemaResolverOptions {
  fieldOf?: FieldOfPath;
  /** Submit the input as `toInput` read it (the server parses it again), not the schema's output. */
  raw?: boolean;
}

/**
 * `zodResolver` for a form whose values are not the schema's input as they stand (numbers typed
 * as text, lines typed in one box): `toInput` reads the values as the procedure receives them,
 * the shared schema checks them, and each issue's message goes to the field `fieldOf` names
 * (the first message per field, in the schema's order).
 */
export function schemaResolver<TForm extends FieldValues, Input, Output>(
  schema: SafeParsing<NoInfer<Input>, Output>,
  toInput: (values: TForm) => Input,
  options: SchemaResolverOptions & { raw: true },
): Resolver<TForm, unknown, Input>;
export function schemaResolver<TForm extends FieldValues, Input, Output>(
  schema: SafeParsing<NoInfer<Input>, Output>,
  toInput: (values: TForm) => Input,
  options?: SchemaResolverOptions & { raw?: false },
): Resolver<TForm, unknown, Output>;
export function schemaResolver<TForm extends FieldValues, Input, Output>(
  schema: SafeParsing<NoInfer<Input>, Output>,
  toInput: (values: TForm) => Input,
  { fieldOf = topLevel, raw = false }: SchemaResolverOptions = {},
): Resolver<TForm, unknown, Input | Output> {
  return async (values, _context, options) => {
    const input = toInput(values);
    const parsed = await schema.safeParseAsync(input);
    if (parsed.success) return { values: raw ? input : parsed.data, errors: {} };
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field !== null && !(field in messages)) messages[field] = issue.message;
    }
    return { values: {}, errors: nestedErrors(messages, options) };
  };
}

/** A form's own check with the shared schema: what to send, or a message per field. */
export type FormCheck<TForm, TInput> = (
  values: TForm,
) => { ok: true; input: TInput } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The resolver of a form whose pure check (`check…Form` beside it, tested on its own) already
 * runs the shared schema and names the fields: react-hook-form shows its messages and submits
 * its input.
 */
export function checkResolver<TForm extends FieldValues, TInput>(
  check: FormCheck<TForm, TInput>,
): Resolver<TForm, unknown, TInput> {
  return (values, _context, options) => {
    const result = check(values);
    if (result.ok) return { values: result.input, errors: {} };
    return { values: {}, errors: nestedErrors(result.errors, options) };
  };
}

function nestedErrors<TForm extends FieldValues>(
  messages: Partial<Record<string, string>>,
  options: ResolverOptions<TForm>,
): FieldErrors<TForm> {
  const flat: Record<string, FieldError> = {};
  for (const [field, message] of Object.entries(messages)) {
    if (message !== undefined) flat[field] = { type: 'schema', message };
  }
  return toNestErrors(flat, options);
}
