import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';

export const QUOTE_FAILED = 'The price could not be worked out. Please try again.';
export const ASK_A_MANAGER =
  'No rate is set for some of these nights. A manager can set a nightly price for this stay.';

/**
 * Why the dialogs show no price. A stay no rate covers needs a nightly price: those who may set
 * one are asked for it, the others are told who can.
 */
export function quoteErrorText(
  code: AppErrorCode | undefined,
  refusal: string | undefined,
  canOverride: boolean,
): string {
  if (code === 'STAY_NOT_PRICED') {
    return canOverride ? APP_ERROR_MESSAGES.STAY_NOT_PRICED : ASK_A_MANAGER;
  }
  return refusal ?? QUOTE_FAILED;
}
