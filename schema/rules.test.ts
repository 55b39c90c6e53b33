/** The shared rules (schema/rules.ts) as both the server and the web client apply them. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_MESSAGE,
  MAX_INT_ID,
  PASSWORD_RULES,
  SIGNUP_MESSAGES,
  ZIP_CODE_MESSAGE,
  bookingInput,
  contactInput,
  email,
  intId,
  leadTimeProblem,
  notes,
  password,
  signupModalInput,
  text,
  zipCode,
} from './rules.js';

/** The messages of a failed parse, in order (or [] when it passes). */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('email (spec section 5: text@text.text)', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(email.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
  it.each(['', 'ann', 'ann@example', '@example.com', 'ann@.com x', 'a b@example.com', 'ann@exa\u0000mple.com'])('refuses %j', (value) => {
    expect(messages(email, value)[0]).toMatch(value === '' ? /Email is required/ : new RegExp(EMAIL_MESSAGE));
  });
});

describe('password (spec section 5)', () => {
  it('accepts 8+ characters with lower, upper, digit and one of !@#$%^&*', () => {
    expect(password.parse('Abcdef1!')).toBe('Abcdef1!');
  });
  it('names every unmet line, the length first', () => {
    expect(messages(password, 'abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter',
      'Password must contain a digit',
      'Password must contain one of !@#$%^&*',
    ]);
    expect(messages(password, 'ABCDEFG1!')).toEqual(['Password must contain a lowercase letter']);
  });
  it('the checklist has the five lines of the rule', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'lower', 'upper', 'digit', 'special']);
  });
  it('refuses a NUL byte and an overlong password', () => {
    expect(messages(password, 'Abcdef1!\u0000')).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messages(password, `Aa1!${'x'.repeat(200)}`)[0]).toMatch(/at most 128/);
  });
});

describe('zip code (5 digits, optionally -4 digits)', () => {
  it.each(['94110', ' 94110-1234 '])('accepts %j', (value) => expect(zipCode.parse(value)).toBe(value.trim()));
  it.each(['9411', '941100', '94110-12', 'abcde', '94110\u0000'])('refuses %j', (value) => {
    expect(messages(zipCode, value)).toEqual([ZIP_CODE_MESSAGE]);
  });
});

describe('user text refuses control characters', () => {
  const line = text({ required: 'Required', min: [1, 'Required'], max: [20, 'Too long'] });
  const block = text({ required: 'Required', max: [20, 'Too long'], multiline: true });
  it('NUL, escape, DEL and bidirectional overrides are refused everywhere; line breaks only in multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'call \u202e5550132', 'a\u2066b\u2069']) {
      expect(messages(line, bad)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(messages(block, bad)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
    expect(messages(line, 'a\nb')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(block.parse(' a\nb\tc ')).toBe('a\nb\tc');
  });
  it('trims, then checks the length', () => {
    expect(messages(line, '   ')).toEqual(['Required']);
    expect(messages(line, 'x'.repeat(21))).toEqual(['Too long']);
  });
  it('optional notes: blank becomes null', () => {
    expect(notes.parse('  ')).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(notes.parse(' Ring twice ')).toBe('Ring twice');
  });
});

describe('ids are bounded integers', () => {
  const id = intId('Please choose a service');
  it.each([1, '7', ' 42 ', MAX_INT_ID])('accepts %j', (value) => expect(id.parse(value)).toBe(Number(String(value).trim())));
  it.each([0, -1, 1.5, MAX_INT_ID + 1, 99999999999, '99999999999', '1e3', 'abc', '', null])('refuses %j', (value) => {
    expect(messages(id, value)).toEqual(['Please choose a service']);
  });
});

describe('booking input', () => {
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const good = { serviceId: '1', scheduledAt: future, durationHours: 2.5, address: '100 Market St', city: 'San Francisco', zipCode: '94105' };
  it('accepts a booking and normalises it', () => {
    expect(bookingInput.parse({ ...good, notes: '' })).toMatchObject({ serviceId: 1, durationHours: 2.5, notes: null });
    expect(bookingInput.parse({ ...good, durationHours: '3' }).durationHours).toBe(3);
  });
  it.each([
    ['serviceId', { serviceId: 99999999999 }],
    ['scheduledAt', { scheduledAt: 'soon' }],
    ['scheduledAt', { scheduledAt: new Date(Date.now() - 60_000).toISOString() }],
    ['durationHours', { durationHours: 0.5 }],
    ['durationHours', { durationHours: 12.5 }],
    ['durationHours', { durationHours: 1.25 }],
    ['address', { address: 'x' }],
    ['address', { address: '100 Market\u0000 St' }],
    ['city', { city: 'S' }],
    ['zipCode', { zipCode: '9410' }],
    ['notes', { notes: 'x'.repeat(1001) }],
  ])('refuses a bad %s', (field, override) => {
    const result = bookingInput.safeParse({ ...good, ...override });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });
  it('lead time: at least 2 hours and at most 180 days ahead', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(leadTimeProblem(new Date('2026-11-21T13:59:00Z'), now)).toMatch(/at least 2 hours/);
    expect(leadTimeProblem(new Date('2026-11-21T14:00:00Z'), now)).toBeNull();
    expect(leadTimeProblem(new Date('2027-05-21T12:00:00Z'), now)).toMatch(/180 days/);
  });
});

describe('contact form', () => {
  const good = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hello', message: 'A message long enough.' };
  it('accepts a message, with line breaks', () => {
    expect(contactInput.parse({ ...good, message: 'Line one\nline two.' }).message).toBe('Line one\nline two.');
  });
  it('refuses a short message and a NUL byte in any field', () => {
    expect(messages(contactInput, { ...good, message: 'Too short' })).toEqual(['Please write at least 10 characters']);
    for (const key of Object.keys(good) as (keyof typeof good)[]) {
      const result = contactInput.safeParse({ ...good, [key]: `${good[key]}\u0000` });
      expect(result.error?.issues[0]?.path).toEqual([key]);
    }
  });
});

describe('the landing signup modal (the general password rule, its own other messages)', () => {
  const good = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    password: 'Secret1!',
    confirmPassword: 'Secret1!',
    phone: '',
    agreeToTerms: true,
    marketingEmails: true,
  };
  it('accepts a password of the general rule', () => {
    expect(signupModalInput.safeParse(good).success).toBe(true);
  });
  it.each([
    [{ firstName: ' ' }, SIGNUP_MESSAGES.required],
    [{ agreeToTerms: false }, SIGNUP_MESSAGES.required],
    [{ confirmPassword: 'secreT1!' }, SIGNUP_MESSAGES.mismatch],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'secret', confirmPassword: 'secret' }, 'Password must be at least 8 characters'],
    [{ password: 'Secret12', confirmPassword: 'Secret12' }, 'Password must contain one of !@#$%^&*'],
    [{ email: 'ann@example' }, SIGNUP_MESSAGES.email],
  ])('%j -> %s', (override, message) => {
    expect(messages(signupModalInput, { ...good, ...override })[0]).toBe(message);
  });
  it('the messages are the spec’s', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      required: 'Please fill in all required fields',
      mismatch: 'Passwords do not match',
      email: 'Please enter a valid email address',
    });
  });
});

describe('right-to-left text is still accepted', () => {
  it('Hebrew and Arabic without explicit overrides', () => {
    const block = text({ required: 'Required', max: [40, 'Too long'], multiline: true });
    expect(block.parse('שלום, see you at 10')).toBe('שלום, see you at 10');
    expect(block.parse('مرحبا')).toBe('مرحبا');
  });
});
