/** Unit tests of the test-mode card form rules (docs/decisions/0016): formatting as typed, test-card mapping, zod messages. */
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  expiryState,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardSchema,
  testPaymentMethodFor,
} from './testCard';

describe('formatting as the user types', () => {
  it('groups the card number in fours and stops at 16 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242424299999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });
  it('puts the slash after the month and lets a backspace remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('test cards', () => {
  it("maps Stripe's success and decline cards to their test PaymentMethods", () => {
    expect(testPaymentMethodFor('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodFor('4000000000000002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethodFor('5555 5555 5555 4444')).toBeNull();
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 22); // Nov 22, 2026
  it('is valid through the whole expiry month', () => {
    expect(expiryState('11/26', now)).toBe('valid');
    expect(expiryState('10/26', now)).toBe('expired');
    expect(expiryState('01/30', now)).toBe('valid');
  });
  it('wants a real MM/YY', () => {
    expect(expiryState('13/30', now)).toBe('format');
    expect(expiryState('00/30', now)).toBe('format');
    expect(expiryState('1/30', now)).toBe('format');
  });
});

describe('testCardSchema', () => {
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Robin Tester' };
  const messages = (values: Record<string, string>) => {
    const result = testCardSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('accepts a test card', () => {
    expect(testCardSchema.safeParse(valid).success).toBe(true);
    expect(testCardSchema.safeParse({ ...valid, cardNumber: '4000 0000 0000 0002', cvc: '1234' }).success).toBe(true);
  });
  it('refuses other numbers with the test-mode message', () => {
    expect(messages({ ...valid, cardNumber: '4111 1111 1111 1111' })).toEqual({ cardNumber: CARD_MESSAGES.notTestCard });
    expect(messages({ ...valid, cardNumber: '' })).toEqual({ cardNumber: CARD_MESSAGES.numberRequired });
  });
  it('names each bad field', () => {
    expect(messages({ cardNumber: valid.cardNumber, expiry: '01/20', cvc: '12', name: '  ' })).toEqual({
      expiry: CARD_MESSAGES.expired,
      cvc: CARD_MESSAGES.cvc,
      name: CARD_MESSAGES.name,
    });
  });
});
