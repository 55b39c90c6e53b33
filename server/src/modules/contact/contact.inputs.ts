/** Contact-form input (spec section 7 "Contact": POST /contact/submit). */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

export const contactInput = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'The name is too long'),
  email: rules.email,
  subject: z.string({ error: 'Please enter a subject' }).trim().min(1, 'Please enter a subject').max(200, 'The subject is too long'),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'The message must be at most 5000 characters'),
});
