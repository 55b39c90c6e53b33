/**
 * Display formatting shared by every screen: USD money, hourly rates, en-US dates, counts and
 * initials, plain dollar amounts for form fields and CSV. The formatters are schema/format.ts, the one module the server's texts use too.
 */
export {
  centsToDollars,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayTimeInWords,
  formatNumber,
  formatRate,
  formatRelative,
  initials,
} from '../../../schema/format';
