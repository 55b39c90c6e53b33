/** /api/admin/freelancers and background-check rows (spec section 7 "Admin"; docs/decisions/0020) over freelancers.admin.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const freelancersApi: ApiRoute[] = [
  // /admin/freelancers/pending must precede /admin/freelancers/:id.
  { method: 'GET', path: '/admin/freelancers/pending', operation: 'ListPendingFreelancers', tag: 'Admin', summary: 'Freelancers awaiting approval', answer: 'spread' },
  { method: 'GET', path: '/admin/freelancers/:id', operation: 'GetFreelancer', tag: 'Admin', summary: 'One freelancer' },
  { method: 'PUT', path: '/admin/cleaners/:id/background-check', operation: 'DecideBackgroundCheck', tag: 'Admin', summary: "Decide a freelancer's background check", answer: 'spread' },
];
