/**
 * The test-mode card form's rules (docs/decisions/0016): with the embedded test
 * gateway the payment forms (booking payment page; membership page, docs/decisions/0019) accept Stripe's
 * documented test card numbers and map them, in the browser, to Stripe's test PaymentMethods. The
 * card number itself never leaves the browser: only the PaymentMethod id (`pm_card_visa`,
 * `pm_card_chargeDeclined`) is sent to the server (`confirmPayment`, `subscribeMembership`).
 */
import { z } from 'zod';

/** Stripe's test card numbers the embedded gateway understands, and the PaymentMethod each stands for. */
export const TEST_CARDS: Readonly<Record<string, { paymentMethodId: string; label: string }>> = Object.freeze({
  '4242424242424242': { paymentMethodId: 'pm_card_visa', label: 'succeeds' },
  '4000000000000002': { paymentMethodId: 'pm_card_chargeDeclined', label: 'is declined' },
});

/** Field messages of the card form. */
export const CARD_MESSAGES = Object.freeze({
  numberRequired: 'Enter the card number.',
  notTestCard: 'Use a Stripe test card in test mode (for example 4242 4242 4242 4242).',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3- or 4-digit security code.',
  name: 'Enter the name on the card.',
});

/** The digits of a string ("4242 4242-4242" -> "42424242"). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Card number as typed, grouped in fours and capped at 16 digits: "42424242" -> "4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as typed, "MM/YY": the slash comes after the month; a single first digit above 1 is a
 * month on its own ("4" -> "04/"). Deleting the slash (`previous` ended with it) removes it.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (previous.endsWith('/') && value.length < previous.length && digits.length === 2) return digits.slice(0, 1);
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** Security code as typed: digits only, at most 4. */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** The test PaymentMethod for a card number (spaces allowed), or null when it is not a known test card. */
export function testPaymentMethodFor(cardNumber: string): string | null {
  return TEST_CARDS[digitsOf(cardNumber)]?.paymentMethodId ?? null;
}

/** Whether "MM/YY" is a real month that has not ended yet (a card is valid through its whole expiry month). */
export function expiryState(value: string, now: Date = new Date()): 'valid' | 'format' | 'expired' {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'format';
  // First instant after the expiry month, in the user's time zone.
  const end = new Date(year, month, 1);
  return end.getTime() > now.getTime() ? 'valid' : 'expired';
}

/** The card form (react-hook-form + zod): number, expiry, CVC and name, with the messages above. */
export const testCardSchema = z.object({
  cardNumber: z
    .string()
    .refine((v) => digitsOf(v).length > 0, CARD_MESSAGES.numberRequired)
    .refine((v) => digitsOf(v).length === 0 || testPaymentMethodFor(v) !== null, CARD_MESSAGES.notTestCard),
  expiry: z.string().superRefine((v, ctx) => {
    const state = expiryState(v);
    if (state === 'format') ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryFormat });
    else if (state === 'expired') ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expired });
  }),
  cvc: z.string().regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  name: z.string().trim().min(1, CARD_MESSAGES.name).max(100, CARD_MESSAGES.name),
});

export type TestCardValues = z.infer<typeof testCardSchema>;
