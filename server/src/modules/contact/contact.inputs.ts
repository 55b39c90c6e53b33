/**
 * Contact-form input (spec section 7 "Contact": POST /contact/submit): the shared rule of
 * schema/rules.ts, also used by the web client's contact page.
 */
export { contactInput } from '../../../../schema/rules.js';
