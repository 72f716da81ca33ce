// The values the generated cases are made of, in a fixed order, and the deterministic sample
// `npm test` takes of them: a run is reproducible, and a failure names the case that caused it.
// Nothing here is a plausible answer to any field of the product (no real e-mail address, token,
// wallet or amount), so a generated request that is accepted can never write a legitimate row.

/** Text that tries to break out of SQL, templates, HTML, paths, headers or parsers. */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1' --",
  "x'); DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users --',
  '" OR ""="',
  '{"$gt": ""}',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'a\r\nSet-Cookie: rent_access=forged',
  'nul\u0000byte',
  '%00%2e%2e%2f%0d%0a',
  '%s%s%s%n%x',
  '*)(uid=*))(|(uid=*',
  'javascript:alert(1)',
  '__proto__',
  'constructor.prototype.isAdmin',
];

/** Text that is hard to store, compare or show: scripts, controls, surrogates, combining marks. */
export const UNICODE_STRINGS: readonly string[] = [
  'Ωmega ünïcödé 名前 اسم नाम',
  '🏠💰🚀'.repeat(12),
  '\u202Egpj.exe',
  'zero\u200Bwidth\uFEFFjoiner\u200D',
  'Z\u0334\u0321\u032Aa\u0338\u0327\u031Bl\u0336g\u0337o\u0335',
  '\uD800 lone surrogate \uDFFF',
  '\u0001\u0002\u001F\u007F controls',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝕽𝕰𝕹𝕿',
  'ＦＵＬＬＷＩＤＴＨ１０００',
  '',
  '   ',
];

/** Every hostile text, injection first. */
export const HOSTILE_STRINGS: readonly string[] = [...INJECTION_STRINGS, ...UNICODE_STRINGS];

/** Numbers JSON can carry that no count, page or amount of the product should take as they are. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -1000,
  1000.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/**
 * Rupee amounts that break the rule every amount of the product follows (a positive whole number
 * of rupees, a multiple of the ₹1000 token price, under the hard cap): negative, zero,
 * fractional, not a number, written in another notation, or far too large.
 */
export const HOSTILE_AMOUNTS: readonly (string | number)[] = [
  -1000,
  0,
  999,
  1000.5,
  1e21,
  1e308,
  '-1000',
  '0',
  '-0',
  '999.99',
  '1000.5',
  '1500',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x3E8',
  '1,000',
  '1_000',
  '١٠٠٠',
  '１０００',
  '1000abc',
  '',
  '14000001000',
  '9'.repeat(40),
];

/** Values of the wrong JSON type for any scalar field. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [true, false, null, 0, -1, [], ['a', 'b']];

/** Values no scalar field accepts whatever the coercion: objects and lists of several items. */
export const NEVER_SCALAR_VALUES: readonly unknown[] = [{}, { $ne: null }, ['a', 'b'], [[[[[]]]]]];

/** `length` characters of text, for strings past a limit. */
export function longString(length: number, unit = 'A'): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** The `index`-th element of `values`, wrapping around: deterministic variety. */
export function pick<T>(values: readonly T[], index: number): T {
  if (values.length === 0) throw new Error('pick from an empty list');
  return values[index % values.length] as T;
}

/** A small seeded generator (mulberry32): the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * At most `count` of `cases`, the same ones on every run, spread over their families: the families
 * take turns (each shuffled with a fixed seed), so a small sample still tries every kind of attack.
 */
export function sampleByFamily<T extends { family: string }>(
  cases: readonly T[],
  count: number,
  seed = 2025,
): T[] {
  if (count >= cases.length) return [...cases];
  const random = seededRandom(seed);
  const families = new Map<string, T[]>();
  for (const item of cases) {
    const members = families.get(item.family) ?? [];
    members.push(item);
    families.set(item.family, members);
  }
  const queues = [...families.values()].map((members) => shuffled(members, random));
  const chosen: T[] = [];
  while (chosen.length < count) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && chosen.length < count) chosen.push(next);
    }
  }
  return chosen;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
