import { TRPCClientError } from '@trpc/client';
import { type AppErrorCode, isAppErrorCode } from '@zamalek/domain/app-errors';
import { errorData } from '@/lib/trpc-error-data';

export { trpcHttpStatus } from '@/lib/trpc-error-data';

/**
 * The domain code of a refusal (STAY_TAKEN, EMAIL_TAKEN…): what screens map to their UI (which
 * field, which step). Undefined for transport failures, invalid input and network errors.
 */
export function appErrorCode(error: unknown): AppErrorCode | undefined {
  const data = errorData(error);
  const code: unknown = data && 'appCode' in data ? data.appCode : undefined;
  return isAppErrorCode(code) ? code : undefined;
}

/** The message per input field of a call the server refused as invalid input (zod), else null. */
export function invalidFields(error: unknown): Readonly<Record<string, string>> | null {
  const data = errorData(error);
  const fields: unknown = data && 'fieldErrors' in data ? data.fieldErrors : null;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The transport's code ('UNAUTHORIZED', 'INTERNAL_SERVER_ERROR'…), if the server answered. */
function trpcErrorCode(error: unknown): string | undefined {
  const data = errorData(error);
  const code: unknown = data && 'code' in data ? data.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The server's own message for a tRPC error; undefined for network and other failures. */
export function trpcErrorMessage(error: unknown): string | undefined {
  return error instanceof TRPCClientError && trpcErrorCode(error) ? error.message : undefined;
}

/**
 * The server's words when it refused for a reason meant for people: a domain code or invalid
 * input. Undefined for internal failures, network errors and blank messages.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.message.trim()) return undefined;
  return appErrorCode(error) || invalidFields(error) ? error.message : undefined;
}
