import { STAY_WINDOW_MESSAGES, type StayWindowProblem } from '@zamalek/domain/booking-dates';
import { currentLang, type MessageId, t } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/language';

/**
 * The wizard's words for what the shared booking schemas refuse (packages/domain/src/booking.ts,
 * the single rule). English shows the schema's own message; Arabic reads the same outcome by
 * field and rule (the zod issue code, or the `params.rule` of a custom issue), never by its
 * English text. `default` covers the field's other rules and the server's field errors, which
 * arrive without a code.
 */
const FIELD_WORDS: Record<string, { default: MessageId } & Partial<Record<string, MessageId>>> = {
  checkIn: { default: 'validation.date' },
  checkOut: {
    default: 'validation.date',
    checkOutAfterCheckIn: 'validation.checkOutAfterCheckIn',
    maxNights: 'validation.maxNights',
  },
  adults: { default: 'validation.adults', too_small: 'validation.adultsMin' },
  children: { default: 'validation.children' },
  guestNames: {
    default: 'validation.guestNamesMin',
    too_small: 'validation.guestNamesMin',
    too_big: 'validation.guestNamesMax',
    namesOverGuests: 'validation.guestNamesOverGuests',
  },
  /** One name of the list (`guestNames.2`). */
  guestName: { default: 'validation.guestName' },
  email: { default: 'validation.email' },
  phone: { default: 'validation.phone' },
  nationality: { default: 'validation.nationality' },
  specialRequests: { default: 'validation.specialRequests' },
  unitId: { default: 'validation.suite' },
};

/** The words of a field refused for a reason the wizard does not show (the request's key…). */
const OTHER_FIELD: MessageId = 'validation.reload';

/** What a refusal tells of itself: the zod issue code and, for custom issues, their rule. */
export interface FieldProblem {
  message: string;
  /** The zod issue code (react-hook-form's error `type`). */
  code?: string;
  /** A custom issue's `params.rule`. */
  rule?: string;
}

/**
 * The field a path names: `guest.email` → email, `stay.checkOut` → checkOut, a position in
 * the names list (`guest.guestNames.2`, `guestNames.0`) → guestName.
 */
function fieldOf(path: string): string {
  const parts = path.split('.');
  const last = parts.at(-1) ?? '';
  return /^\d+$/.test(last) && parts.at(-2) === 'guestNames' ? 'guestName' : last;
}

/** The message id of a field's refusal, by field and rule. */
export function fieldProblemId(path: string, problem: Omit<FieldProblem, 'message'>): MessageId {
  const words = FIELD_WORDS[fieldOf(path)];
  if (!words) return OTHER_FIELD;
  return words[problem.rule ?? ''] ?? words[problem.code ?? ''] ?? words.default;
}

/** A field's refusal in the page's language. */
export function fieldProblemText(
  path: string,
  problem: FieldProblem,
  lang: Lang = currentLang(),
): string {
  return lang === 'en' ? problem.message : t(fieldProblemId(path, problem));
}

/** react-hook-form's error of a field, worded in the page's language (undefined when none). */
export function fieldErrorText(
  path: string,
  error: { message?: string; type?: unknown } | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  const code = typeof error.type === 'string' ? error.type : undefined;
  return fieldProblemText(path, { message: error.message, code });
}

/** A zod issue of the stay's dates (the wizard parses them itself), worded for the page. */
export function stayIssueText(
  issue: { path: PropertyKey[]; message: string; code: string; params?: Record<string, unknown> },
  lang: Lang = currentLang(),
): string {
  const rule = typeof issue.params?.rule === 'string' ? issue.params.rule : undefined;
  const { message, code } = issue;
  return fieldProblemText(issue.path.map(String).join('.'), { message, code, rule }, lang);
}

export const STAY_WINDOW_WORDS: Record<StayWindowProblem, MessageId> = {
  past: 'validation.past',
  beyondHorizon: 'validation.beyondHorizon',
};

/** Why the dates fall outside the bookable window, in the page's language. */
export function stayWindowText(problem: StayWindowProblem, lang: Lang = currentLang()): string {
  return lang === 'en' ? STAY_WINDOW_MESSAGES[problem] : t(STAY_WINDOW_WORDS[problem]);
}
