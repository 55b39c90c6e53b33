/** POST /api/contact/submit (spec section 7 "Contact"). */
import type { Route } from '../../rest/router.js';
import { submitContactMessage } from './contact.service.js';

export const contactRoutes: Route[] = [
  {
    method: 'POST',
    path: '/contact/submit',
    auth: 'public',
    status: 201,
    handler: async (req) => {
      const result = await submitContactMessage(req.ctx, req.body);
      return { id: result.id, message: result.message };
    },
  },
];
