// Instants shown in India Standard Time, whatever the visitor's own time zone: the sale's
// phases are announced in IST. Parts are assembled by hand so every browser prints the same text.

const UNKNOWN = '—';

// Made when first needed: a page's first date format makes the browser load its calendar data, a
// long pause on a phone that the first paint should not wait for.
let istFormat: Intl.DateTimeFormat | undefined;

function istParts(): Intl.DateTimeFormat {
  istFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  return istFormat;
}

function partsOf(iso: string): Map<Intl.DateTimeFormatPartTypes, string> | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return new Map(
    istParts()
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
}

/** "01 Jul 2025, 12:00 AM IST". */
export function formatIstDateTime(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return UNKNOWN;
  const at = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return `${at('day')} ${at('month')} ${at('year')}, ${at('hour')}:${at('minute')} ${at('dayPeriod').toUpperCase()} IST`;
}

/** "01 Jul 2025" as the calendar reads in India. */
export function formatIstDate(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return UNKNOWN;
  return `${parts.get('day') ?? ''} ${parts.get('month') ?? ''} ${parts.get('year') ?? ''}`;
}
