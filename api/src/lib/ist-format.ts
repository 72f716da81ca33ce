// Instants as investors read them in India (UTC+5:30 all year, no daylight saving): on receipts
// "01 Jul 2025, 12:00 AM IST", as the web app prints them, and in statements "2025-07-01 00:00:00".

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (value: number) => String(value).padStart(2, '0');

function indianClock(instant: Date): Date {
  return new Date(instant.getTime() + IST_OFFSET_MS);
}

/** "01 Jul 2025, 12:00 AM IST". */
export function formatIstDateTime(instant: Date): string {
  const at = indianClock(instant);
  const hours = at.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const month = MONTHS[at.getUTCMonth()] ?? '';
  return `${two(at.getUTCDate())} ${month} ${at.getUTCFullYear()}, ${two(hour12)}:${two(at.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/** "2025-07-01 00:00:00", the instant on India's clock, for spreadsheets. */
export function formatIstTimestamp(instant: Date): string {
  return indianClock(instant).toISOString().slice(0, 19).replace('T', ' ');
}
