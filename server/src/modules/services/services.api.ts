/**
 * /api/services rows (spec section 7 "Services"; the admin's POST, PUT and DELETE of docs/decisions/0020)
 * over services.api.graphql. The admin bodies are strict: an undeclared key is a 400.
 */
import type { ApiRoute } from '../../rest/router.js';

export const servicesApi: ApiRoute[] = [
  { method: 'GET', path: '/services', operation: 'SearchServices', tag: 'Services', summary: 'Search the catalogue', answer: 'spread' },
  // /services/categories and /services/category/:category must precede /services/:id.
  { method: 'GET', path: '/services/categories', operation: 'ListServiceCategories', tag: 'Services', summary: 'List the categories', answer: 'spread' },
  { method: 'GET', path: '/services/category/:category', operation: 'ListCategoryServices', tag: 'Services', summary: 'List the services of a category', answer: 'spread' },
  { method: 'GET', path: '/services/:id', operation: 'GetService', tag: 'Services', summary: 'One service', params: { id: 'int' } },
  { method: 'GET', path: '/services/:id/pricing', operation: 'GetServicePricing', tag: 'Services', summary: "A service's pricing and a quote", params: { id: 'int' }, variables: { durationHoursText: 'query.durationHours', hoursText: 'query.hours' } },
  { method: 'POST', path: '/services', operation: 'CreateService', tag: 'Services', summary: 'Add a service (admin)', status: 201, answer: 'spread', body: { strict: true } },
  { method: 'PUT', path: '/services/:id', operation: 'UpdateService', tag: 'Services', summary: 'Change a service (admin)', params: { id: 'int' }, answer: 'spread', body: { strict: true } },
  { method: 'DELETE', path: '/services/:id', operation: 'RemoveService', tag: 'Services', summary: 'Remove a service (admin)', params: { id: 'int' }, answer: 'spread' },
];
