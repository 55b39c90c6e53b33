/**
 * CSV export of the admin analytics tables (docs/decisions/0020), built in the
 * browser from the data already on screen: no network call. RFC 4180 quoting, CRLF line ends, a
 * byte-order mark so spreadsheet apps read UTF-8, and text cells that a spreadsheet would run as a
 * formula (=, +, -, @; not a plain number such as -2.00) prefixed with an apostrophe (city names are
 * typed by users).
 */

/** A cell: text, a number (written as is) or nothing. */
export type CsvCell = string | number | null | undefined;

/** One column: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** A plain number written as text (e.g. "-2.00" from centsToDollars): safe, never a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line, then one line per row. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: ReadonlyArray<Row>): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** "revenue-2026-01-01-to-2026-01-31.csv": letters, digits and dashes only. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .map((p) => p.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.csv`;
}

/** Saves `csv` as `fileName` through a Blob, an object URL and a temporary <a download>. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
