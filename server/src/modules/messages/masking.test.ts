/**
 * maskContactDetails (docs/decisions/0034: contact details before the job are masked
 * with a note): a table of what is hidden and what must stay readable.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_PLACEHOLDER as X, maskContactDetails } from './masking.js';

const masked: [string, string][] = [
  ['Call me 415-555-0132 ok', `Call me ${X} ok`],
  ['text me at (415) 555-0132', `text me at ${X}`],
  ['my number is 4155550132', `my number is ${X}`],
  ['reach me on +1 415 555 0132 anytime', `reach me on ${X} anytime`],
  ['UK mobile +44 20 7946 0958', `UK mobile ${X}`],
  ['local 555-0132 works', `local ${X} works`],
  ['dots 415.555.0132', `dots ${X}`],
  ['jo.smith+clean@example.com is my email', `${X} is my email`],
  ['email me at jo at example dot com', `email me at ${X}`],
  ['jo(at)example(dot)com', X],
  ['call me at four one five five five five zero one three two', `call me at ${X}`],
  ['whatsapp me at +34 612 345 678', `whatsapp me at ${X}`],
  ['WhatsApp: 612345678', `WhatsApp: ${X}`],
  ['my insta is @jo_cleans', `my insta is ${X}`],
  ['Two ways: 415-555-0132 or jo@example.com.', `Two ways: ${X} or ${X}.`],
  // Invisible characters and look-alike digits do not hide a contact detail.
  ['Call 4\u200C1\u200C5\u200C5\u200C5\u200C5\u200C0\u200C1\u200C3\u200C2 ok', `Call ${X} ok`],
  ['Call 415\u200D555\u200D0132 ok', `Call ${X} ok`],
  ['Call 415\uFEFF555\u200E0132 ok', `Call ${X} ok`],
  ['Call \uFF14\uFF11\uFF15-\uFF15\uFF15\uFF15-\uFF10\uFF11\uFF13\uFF12 ok', `Call ${X} ok`],
  ['jo\u00AD.smith@exam\u00ADple.com is mine', `${X} is mine`],
  ['jo.smith@\u200Bexample.com is mine', `${X} is mine`],
  ['\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} 415\u200C555\u200C0132', `\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} ${X}`],
  ['\u{1F44B}\u{1F3FD} jo@example.com \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', `\u{1F44B}\u{1F3FD} ${X} \u{1F468}\u200D\u{1F469}\u200D\u{1F467}`],
];

const untouched = [
  'The price is $120 and the tip $1,250.00',
  'I will arrive at 10:30, leaving by 13:45',
  'See you on 12/10/2026 or 2026-12-10 or 12.10.2026',
  '1234 Main St, Apt 5, San Francisco 94110',
  'ZIP 94110-1234 please',
  'The gate code is 4821',
  'Please text me when you are close',
  'Do you use WhatsApp?',
  'There are 3 bedrooms and 2 bathrooms, about 1200 sq ft',
  'Call me at the door, I will be at home',
  'Running 10 minutes late',
  '',
];

describe('maskContactDetails', () => {
  it.each(masked)('masks %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each(untouched)('leaves %j as it is', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });
});
