// Characters no text field of the api takes (decision 0019). Every field the api accepts is a
// single line that ends up shown to people (in the app, in mails, to the team), so nothing may
// break a line, hide text or reorder it:
// - controls: C0 (tab, CR and LF included), DEL and C1;
// - format characters (Unicode category Cf): bidirectional overrides, embeddings, isolates and
//   marks, zero-width space, word joiner, invisible operators, soft hyphen, the byte order mark,
//   tag characters; except a zero-width joiner or non-joiner right after a letter of an Indian
//   script, where it selects how conjuncts are written in real names;
// - the line and paragraph separators, and the Hangul fillers that display as blank;
// - surrogates that are not part of a pair (text that is not valid Unicode).
// Secrets (passwords) are exempt: they are only ever hashed, never shown.

const ALWAYS_REFUSED =
  /[\p{Cc}\p{Cs}\u2028\u2029\u115F\u1160\u3164\uFFA0]|(?![\u200C\u200D])\p{Cf}/u;
const INDIAN_SCRIPTS =
  '\\p{sc=Deva}\\p{sc=Beng}\\p{sc=Guru}\\p{sc=Gujr}\\p{sc=Orya}\\p{sc=Taml}\\p{sc=Telu}' +
  '\\p{sc=Knda}\\p{sc=Mlym}\\p{sc=Sinh}';
const STRAY_JOINER = new RegExp(`(?<![${INDIAN_SCRIPTS}])[\\u200C\\u200D]`, 'u');

const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'confirmPassword']);

const FIELD_LABELS: Readonly<Record<string, string>> = {
  fullname: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  dob: 'Date of birth',
  street1: 'Street address',
  street2: 'Street address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  walletAddress: 'Wallet address',
  referralCode: 'Referral code',
  search: 'Search',
  amount: 'Amount',
  currency: 'Currency',
};

/** True when `text` holds a character no text field takes. */
export function hasRefusedCharacter(text: string): boolean {
  return ALWAYS_REFUSED.test(text) || STRAY_JOINER.test(text);
}

/** True for the fields whose value is a secret, never shown: any character may be in them. */
export function isSecretField(field: string | undefined): boolean {
  return field !== undefined && SECRET_FIELDS.has(field);
}

/** "Full name contains characters that are not allowed." */
export function refusedCharactersMessage(field: string): string {
  return `${FIELD_LABELS[field] ?? field} contains characters that are not allowed.`;
}
