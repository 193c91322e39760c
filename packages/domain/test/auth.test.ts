import {
  changePasswordFormSchema,
  changePasswordSchema,
  displayName,
  emailSchema,
  fullNameSchema,
  initials,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from '@zamalek/domain/auth';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('emailSchema', () => {
  it('trims and lower-cases addresses', () => {
    expect(emailSchema.parse('  Amina@ZamalekSuites.com ')).toBe('amina@zamaleksuites.com');
  });

  it.each(['amina', 'amina@', 'amina@zamalek', 'am ina@zamalek.com', '@zamalek.com', ''])(
    'rejects %j',
    (value) => {
      const result = emailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe('Please enter a valid email address');
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.com`).success).toBe(false);
  });
});

describe('passwordSchema', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const result = passwordSchema.safeParse('1234567');
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe('Password must be at least 8 characters long.');
    expect(passwordSchema.parse('zamalek-demo')).toBe('zamalek-demo');
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });

  it('caps the length at 256', () => {
    expect(passwordSchema.safeParse('x'.repeat(257)).success).toBe(false);
  });
});

describe('fullNameSchema', () => {
  it('trims, and requires a name', () => {
    expect(fullNameSchema.parse('  Sara Nabil ')).toBe('Sara Nabil');
    const result = fullNameSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe('Full name is required');
  });
});

describe('signInSchema', () => {
  it('normalises the e-mail and stays signed in by default', () => {
    expect(signInSchema.parse({ email: 'Omar@ZamalekSuites.com', password: 'x' })).toEqual({
      email: 'omar@zamaleksuites.com',
      password: 'x',
      staySignedIn: true,
    });
    expect(
      signInSchema.parse({ email: 'omar@x.com', password: 'x', staySignedIn: false }).staySignedIn,
    ).toBe(false);
  });

  it('requires a password but not its minimum length (old accounts still sign in)', () => {
    const result = signInSchema.safeParse({ email: 'omar@x.com', password: '' });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe('Password is required');
  });
});

describe('signUpSchema', () => {
  it('checks the name, e-mail and password together', () => {
    expect(
      signUpSchema.parse({
        fullName: ' Mona Samir ',
        email: 'Mona@x.com',
        password: 'zamalek-demo',
      }),
    ).toEqual({ fullName: 'Mona Samir', email: 'mona@x.com', password: 'zamalek-demo' });
    const result = signUpSchema.safeParse({ fullName: '', email: 'mona', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'fullName',
      'email',
      'password',
    ]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('amina farouk ali')).toBe('AF');
    expect(initials('  Omar   Khaled  ')).toBe('OK');
    expect(initials('Sara')).toBe('S');
    expect(initials('محمد عبد الرحمن')).toBe('مع');
  });

  it('uses the part of an e-mail address before the @', () => {
    expect(initials('nour@x.com')).toBe('N');
    expect(initials('karim.adel@zamaleksuites.com')).toBe('K');
  });

  it('is empty for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});

describe('displayName', () => {
  it('prefers the trimmed full name', () => {
    expect(displayName('  Sara Nabil ', 'frontdesk@zamaleksuites.com')).toBe('Sara Nabil');
  });

  it('falls back to the e-mail address before the @', () => {
    expect(displayName(null, 'frontdesk@zamaleksuites.com')).toBe('frontdesk');
    expect(displayName(undefined, 'agent@zamaleksuites.com')).toBe('agent');
    expect(displayName('   ', 'agent@zamaleksuites.com')).toBe('agent');
  });
});

describe('changing a password', () => {
  const fieldMessages = (result: {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('asks for the current password and a new one under the policy for new accounts', () => {
    expect(
      changePasswordSchema.parse({ currentPassword: 'zamalek-demo', newPassword: 'long-enough' }),
    ).toEqual({ currentPassword: 'zamalek-demo', newPassword: 'long-enough' });
    expect(
      fieldMessages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short' })),
    ).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    });
  });

  it('refuses the current password as the new one', () => {
    expect(
      fieldMessages(
        changePasswordSchema.safeParse({
          currentPassword: 'same-old-secret',
          newPassword: 'same-old-secret',
        }),
      ),
    ).toEqual({ newPassword: 'Choose a new password, not the current one.' });
  });

  it('the form wants the new password twice, the same both times', () => {
    const values = { currentPassword: 'old-secret', newPassword: 'new-secret-one' };
    expect(
      changePasswordFormSchema.safeParse({ ...values, confirmPassword: 'new-secret-one' }).success,
    ).toBe(true);
    expect(
      fieldMessages(
        changePasswordFormSchema.safeParse({ ...values, confirmPassword: 'new-secret-two' }),
      ),
    ).toEqual({ confirmPassword: 'The two new passwords do not match.' });
  });
});
