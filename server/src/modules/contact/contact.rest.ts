/** POST /api/contact/submit (spec section 7 "Contact"). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { submitContactMessage } from './contact.service.js';
import { contactInput } from './contact.inputs.js';

export const contactRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/contact/submit',
    tag: 'Contact',
    summary: 'Send a contact message',
    description: 'Stores a message from the public contact form for the support team. Rate-limited to 10 per hour per client address.',
    auth: 'public',
    status: 201,
    input: { body: contactInput },
    response: z.object({ id: z.uuid(), message: z.string() }),
    errors: [429],
    handler: async (req) => {
      const result = await submitContactMessage(req.ctx, req.body);
      return { id: result.id, message: result.message };
    },
  }),
];
