/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: a cell is quoted when it holds a comma, a quote or a line
 * break (quotes doubled), and a cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return: OWASP's "CSV injection") gets a leading apostrophe, so a participant's answer can never run as one.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV document: a UTF-8 byte order mark first (spreadsheets then read Persian and German text right), CRLF
 * line ends, a header row.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
