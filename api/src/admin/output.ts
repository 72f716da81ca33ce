// Plain-text tables for the admin CLI. Values may come from investors, so control characters
// (terminal escape sequences among them) are never printed as they are.
import { formatIstDateTime } from '@rent/sale-rules';

const CONTROL_CHARACTERS = /\p{Cc}/gu;

export function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return String(value).replace(CONTROL_CHARACTERS, '?');
}

export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = headers.map((header, column) =>
    Math.max([...header].length, ...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, column) =>
        column === values.length - 1 ? value : value.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

export function formatFields(title: string, fields: readonly (readonly [string, string])[]) {
  const width = Math.max(...fields.map(([label]) => label.length));
  return [title, ...fields.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join(
    '\n',
  );
}

/** An instant as the site and the mails write it for investors: `15 Jul 2025, 03:30 PM IST`. */
export function instant(value: Date | null | undefined): string {
  return value ? formatIstDateTime(value) : '-';
}
