import { TRPCClientError } from '@trpc/client';
import type { AppErrorCode } from '@zamalek/domain/app-errors';

/** A failed call as the browser receives it, for tests of the screens' error mapping. */
export function serverError(
  message: string,
  data: {
    code: string;
    appCode?: AppErrorCode | null;
    httpStatus?: number;
    fieldErrors?: Record<string, string> | null;
  },
) {
  return new TRPCClientError(message, {
    result: {
      error: {
        message,
        code: -32_000,
        data: { httpStatus: 400, appCode: null, fieldErrors: null, ...data },
      },
    },
  });
}
