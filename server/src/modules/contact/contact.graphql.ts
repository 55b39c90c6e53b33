/** Contact form over GraphQL, also serving POST /api/contact/submit through the bridge (contact.api.ts). */
import { builder } from '../../builder.js';
import { RateLimitError, ValidationError } from '../../errors.js';
import { MessagePayloadRef } from '../auth/auth.graphql.js';
import { submitContactMessage } from './contact.service.js';
import { contactInput } from './contact.inputs.js';

const ContactInputRef = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    subject: t.string({ required: true }),
    message: t.string({ required: true, description: '10 to 5000 characters.' }),
  }),
});

builder.mutationField('submitContactMessage', (t) =>
  t.field({
    type: MessagePayloadRef,
    description:
      'Public (a token is read when sent): stores a message from the contact form for the support team (POST /api/contact/submit, spec section 7 "Contact"); name up to 100 characters, subject up to 200, message 10 to 5,000. Rate-limited to 10 per hour per client address. Errors: ValidationError, RateLimitError.',
    errors: {
      types: [ValidationError, RateLimitError],
      result: {
        fields: (r) => ({
          id: r.id({ description: "The stored message's id (uuid).", resolve: (sent) => (sent as typeof sent & { id: string }).id }),
          message: r.string({ description: 'The confirmation sentence (as data.message).', resolve: (sent) => sent.message }),
        }),
      },
    },
    args: { input: t.arg({ type: ContactInputRef, required: true, validate: contactInput }) },
    resolve: (_root, { input }, ctx) => submitContactMessage(ctx, input),
  }),
);
