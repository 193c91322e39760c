import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { appErrorCode } from '@/lib/errors';
import type { MessageId } from '@/lib/i18n/i18n';

/** The guest's words for what the server refused, in the page's language, by code. */
const WORDS: Partial<Record<AppErrorCode, MessageId>> = {
  WRONG_LAST_NAME: 'register.error.wrongName',
  LINK_LOCKED: 'register.error.locked',
  LINK_EXPIRED: 'register.error.expired',
  LINK_NOT_FOUND: 'register.error.notFound',
  NOT_FOUND: 'register.error.notFound',
  INVALID_REGISTRATION: 'register.error.dates',
  REGISTRATION_INCOMPLETE: 'register.error.incomplete',
  REGISTRATION_SIGNED: 'register.error.signed',
  SIGNATURE_UNREADABLE: 'register.error.signature',
};

/** Refusals after which the link shows nothing more: the guest needs the desk. */
const CLOSING: ReadonlySet<AppErrorCode> = new Set([
  'LINK_LOCKED',
  'LINK_EXPIRED',
  'LINK_NOT_FOUND',
]);

export function linkErrorWords(error: unknown): MessageId {
  const code = appErrorCode(error);
  return (code && WORDS[code]) ?? 'register.error.generic';
}

export function closesLink(error: unknown): boolean {
  const code = appErrorCode(error);
  return code !== undefined && CLOSING.has(code);
}
