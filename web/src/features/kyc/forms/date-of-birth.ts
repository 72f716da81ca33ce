// The date of birth is typed as it is printed on the Aadhar card, day first (DD-MM-YYYY), and
// travels to the server the other way round, as YYYY-MM-DD (SPEC.md §5: "dob is sent with the
// day-month-year order rearranged").

const TYPED = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** "12-04-1990" (or with / or . between) → "1990-04-12"; null unless it is a real calendar date. */
export function dateOfBirthToIso(typed: string): string | null {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** The other way, to prefill the field: "1990-04-12" (or a timestamp starting so) → "12-04-1990". */
export function isoToDateOfBirth(iso: string | null | undefined): string {
  const match = ISO.exec(iso?.slice(0, 10) ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** Whole years between a YYYY-MM-DD birth date and `today` on the investor's calendar. */
export function ageOn(iso: string, today: Date = new Date()): number {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const birthdayPassed =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}
