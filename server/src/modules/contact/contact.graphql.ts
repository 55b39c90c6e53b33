/** Contact form over GraphQL. */
import { builder } from '../../builder.js';
import { MessagePayloadRef } from '../auth/auth.graphql.js';
import { submitContactMessage } from './contact.service.js';

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
    description: 'Sends a message to the support team (public). Errors: ValidationError, RateLimitError.',
    errors: {},
    args: { input: t.arg({ type: ContactInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ message: (await submitContactMessage(ctx, input)).message }),
  }),
);
