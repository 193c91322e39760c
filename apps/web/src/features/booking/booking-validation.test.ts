import { i18n } from '@lingui/core';
import {
  guestDetailsSchema,
  MAX_STAY_NIGHTS,
  STAY_WINDOW_MESSAGES,
  type StayWindowProblem,
  stayDatesSchema,
} from '@zamalek/domain/booking';
import { addDaysIso } from '@zamalek/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import arBooking from '@/lib/i18n/messages/ar.booking.json';
import { messages as arCompiled } from '@/lib/i18n/messages/ar.booking.json?lingui';
import enBooking from '@/lib/i18n/messages/en.booking.json';
import {
  fieldProblemId,
  fieldProblemText,
  STAY_WINDOW_WORDS,
  stayIssueText,
  stayWindowText,
} from './booking-validation';

const en: Record<string, string> = enBooking;
const ar: Record<string, string> = arBooking;
const digits = (text: string) => text.match(/\d+/g) ?? [];

const guest = {
  adults: 2,
  children: 0,
  guestNames: ['Sophie Martin'],
  email: 'sophie@example.com',
  phone: '',
  nationality: '',
  specialRequests: '',
};

/** Every way step 2's answers can be refused, as the schema itself reports it. */
const GUEST_CASES: Record<string, Record<string, unknown>> = {
  'no adult': { adults: 0 },
  'too many adults': { adults: 11 },
  'half an adult': { adults: 1.5 },
  'no number of adults': { adults: Number.NaN },
  'too many children': { children: 11 },
  'negative children': { children: -1 },
  'no names': { guestNames: ['', ' '] },
  'too many names': { guestNames: Array.from({ length: 16 }, (_, i) => `Guest ${i}`) },
  'a long name': { guestNames: ['Sophie', 'x'.repeat(101)] },
  'a bad e-mail': { email: 'sophie' },
  'a huge e-mail': { email: `${'x'.repeat(250)}@example.com` },
  'a bad phone': { phone: '0100 CALL ME' },
  'a long phone': { phone: '1'.repeat(31) },
  'a long nationality': { nationality: 'x'.repeat(61) },
  'long requests': { specialRequests: 'x'.repeat(1001) },
};

const STAY_CASES: Record<string, { checkIn: string; checkOut: string }> = {
  'an impossible check-in': { checkIn: '2026-02-30', checkOut: '2026-03-02' },
  'an impossible check-out': { checkIn: '2026-03-01', checkOut: '2026-13-02' },
  'check-out before check-in': { checkIn: '2026-03-10', checkOut: '2026-03-09' },
  'a stay too long': {
    checkIn: '2026-03-10',
    checkOut: addDaysIso('2026-03-10', MAX_STAY_NIGHTS + 1),
  },
};

function issuesOf(result: { error?: { issues: readonly unknown[] } }) {
  const issues = (result.error?.issues ?? []) as {
    path: PropertyKey[];
    message: string;
    code: string;
    params?: Record<string, unknown>;
  }[];
  expect(issues.length).toBeGreaterThan(0);
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
    rule: typeof issue.params?.rule === 'string' ? issue.params.rule : undefined,
    issue,
  }));
}

describe('the wizard’s words for what the booking schemas refuse', () => {
  beforeAll(() => {
    i18n.load('ar', arCompiled);
    i18n.activate('ar');
  });

  it.each(Object.entries(GUEST_CASES))('words %s by field and rule', (_, change) => {
    for (const { path, ...problem } of issuesOf(
      guestDetailsSchema.safeParse({ ...guest, ...change }),
    )) {
      const id = fieldProblemId(path, problem);
      // The English catalogue says what the schema says, so the rule was read right.
      expect(en[id], path).toBe(problem.message);
      expect(fieldProblemText(path, problem, 'en')).toBe(problem.message);
      const arabic = fieldProblemText(path, problem, 'ar');
      expect(arabic).toBe(ar[id]);
      expect(arabic).toMatch(/[\u0600-\u06ff]/);
      expect(digits(arabic)).toEqual(digits(problem.message));
    }
  });

  it.each(Object.entries(STAY_CASES))('words %s by field and rule', (_, stay) => {
    for (const { path, issue, ...problem } of issuesOf(stayDatesSchema.safeParse(stay))) {
      const id = fieldProblemId(path, problem);
      expect(en[id], path).toBe(problem.message);
      expect(stayIssueText(issue, 'en')).toBe(problem.message);
      expect(stayIssueText(issue, 'ar')).toBe(ar[id]);
      expect(digits(ar[id] ?? '')).toEqual(digits(problem.message));
    }
  });

  it('words the booking window in both languages', () => {
    for (const problem of Object.keys(STAY_WINDOW_MESSAGES) as StayWindowProblem[]) {
      expect(en[STAY_WINDOW_WORDS[problem]]).toBe(STAY_WINDOW_MESSAGES[problem]);
      expect(stayWindowText(problem, 'en')).toBe(STAY_WINDOW_MESSAGES[problem]);
      expect(stayWindowText(problem, 'ar')).toBe(ar[STAY_WINDOW_WORDS[problem]]);
    }
    expect(stayWindowText('past', 'ar')).toBe('لا يمكن أن يكون تاريخ الوصول في الماضي');
  });

  it('words the server’s field errors, which carry no rule, by field', () => {
    expect(fieldProblemText('guest.email', { message: 'x' }, 'ar')).toBe(
      'يُرجى إدخال بريد إلكتروني صحيح',
    );
    expect(fieldProblemText('guest.guestNames.3', { message: 'x' }, 'ar')).toBe(
      ar['validation.guestName'],
    );
    expect(fieldProblemText('stay.checkOut', { message: 'x' }, 'ar')).toBe(ar['validation.date']);
    expect(fieldProblemText('idempotencyKey', { message: 'x' }, 'ar')).toBe(
      ar['validation.reload'],
    );
    expect(fieldProblemText('guest.email', { message: 'Server words' }, 'en')).toBe('Server words');
  });
});
