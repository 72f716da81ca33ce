// Settings read from the environment, each described once: a JSON schema (TypeBox's) whose options
// also say what an operator reads. From that one description come the check of a value, the
// sentence a wrong one is refused with, the defaults a deployment is compared with, what production
// must name, and the documentation's table (docs/configuration.md).

/** One variable: its JSON schema and what is written about it. */
export interface SettingSchema {
  type?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  /** What the setting does, as the documentation says it (Markdown). */
  description?: string;
  /** What a value must be, after the variable's name; derived from the schema when not given. */
  rule?: string;
  /** The default as the documentation writes it when it is not a plain value. */
  documentedDefault?: string;
  /** Required when NODE_ENV=production: true, or a hint of what to give. */
  production?: true | string;
  /** What a whole number counts, when the name's ending (_MS, _SECONDS, _DAYS, _BYTES) does not. */
  unit?: string;
  /** A value a configuration error never prints. */
  secret?: boolean;
}

/** The schema of a service's whole environment: an object schema with one property a variable. */
export interface SettingsSchema {
  properties: object;
  required?: readonly string[];
}

/** Each variable of a service's schema, in its order. */
export function settingsOf(schema: SettingsSchema): [string, SettingSchema][] {
  return Object.entries(schema.properties as Record<string, SettingSchema>);
}

const UNITS: [RegExp, string][] = [
  [/_MS$/, 'milliseconds'],
  [/_SECONDS$/, 'seconds'],
  [/_DAYS$/, 'days'],
  [/_BYTES$/, 'bytes'],
];

/**
 * What a value of the variable must be: its own `rule`, else what its type and bounds say ("must
 * be a whole number of seconds from 1 to 86400"); undefined when the schema says nothing more than
 * a validator's own wording would.
 */
export function ruleOf(name: string, setting: SettingSchema): string | undefined {
  if (setting.rule !== undefined) return setting.rule;
  if (setting.enum !== undefined) {
    const values = setting.enum.map(String);
    return values.length === 2
      ? `must be ${values[0]} or ${values[1]}`
      : `must be one of: ${values.join(', ')}`;
  }
  if (setting.type === 'integer') {
    const unit = setting.unit ?? UNITS.find(([ending]) => ending.test(name))?.[1];
    const counted = unit === undefined ? 'whole number' : `whole number of ${unit}`;
    const { minimum, maximum } = setting;
    if (minimum !== undefined && maximum !== undefined)
      return `must be a ${counted} from ${minimum} to ${maximum}`;
    if (minimum === 1) return `must be a positive ${counted}`;
    if (minimum !== undefined) return `must be a ${counted} of at least ${minimum}`;
    return `must be a ${counted}`;
  }
  if (setting.type === 'boolean') return 'must be true or false';
  if (setting.format === 'uri' || setting.format === 'url') return 'must be a URL';
  if (setting.type === 'string' && setting.pattern === undefined && (setting.minLength ?? 0) > 1)
    return `must be at least ${setting.minLength} characters long`;
  return undefined;
}

/** Every rule a service's variables state, by variable. */
export function rulesOf(schema: SettingsSchema): Record<string, string> {
  return Object.fromEntries(
    settingsOf(schema).flatMap(([name, setting]) => {
      const rule = ruleOf(name, setting);
      return rule === undefined ? [] : [[name, rule]];
    }),
  );
}

/** `must be an http:// or https:// URL`, and the pattern that checks it. */
export function urlOf(schemes: readonly string[]): { pattern: string; rule: string } {
  const first = schemes[0] ?? '';
  // Said letter by letter (an http://, an smtp://) or as a word (a postgres://, a redis://).
  const article = /^(http|smtp)/.test(first) ? 'an' : 'a';
  return {
    pattern: `^(${schemes.join('|')})://.+`,
    rule: `must be ${article} ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`,
  };
}

type EnvironmentSource = Record<string, string | undefined>;

/** The variables of the schema that are set; an empty one (`PORT=`) means "not set". */
export function presentVariables(
  schema: SettingsSchema,
  source: EnvironmentSource,
): Record<string, string> {
  return Object.fromEntries(
    settingsOf(schema).flatMap(([name]) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * The values as the schema's types: only plain digit strings become whole numbers ("80.5", "1e3"
 * or "0x10" are refused, not rounded) and only `true` and `false` become booleans.
 */
export function typedVariables(
  schema: SettingsSchema,
  present: Record<string, string>,
): Record<string, string | number | boolean> {
  const types = new Map(settingsOf(schema).map(([name, setting]) => [name, setting.type]));
  return Object.fromEntries(
    Object.entries(present).map(([name, value]) => {
      const type = types.get(name);
      if (type === 'integer' && /^-?\d+$/.test(value)) return [name, Number(value)];
      if (type === 'boolean' && (value === 'true' || value === 'false'))
        return [name, value === 'true'];
      return [name, value];
    }),
  );
}

/**
 * Every variable with its default as an operator would write it in `.env` (null when it has none),
 * so that a deployment's files can be checked against the service's own defaults.
 */
export function defaultsOf(schema: SettingsSchema): Record<string, string | null> {
  return Object.fromEntries(
    settingsOf(schema).map(([name, setting]) => [
      name,
      setting.default === undefined ? null : String(setting.default),
    ]),
  );
}

/**
 * In production nothing that must be chosen falls back to a development default: one sentence for
 * each such variable that is not set, those with a hint first.
 */
export function productionProblems(
  schema: SettingsSchema,
  present: Record<string, string>,
): string[] {
  const missing = settingsOf(schema).filter(
    ([name, setting]) => setting.production !== undefined && !present[name],
  );
  return [
    ...missing.flatMap(([name, { production }]) =>
      typeof production === 'string'
        ? [`${name} is required when NODE_ENV=production (${production})`]
        : [],
    ),
    ...missing.flatMap(([name, { production }]) =>
      production === true ? [`${name} is required when NODE_ENV=production`] : [],
    ),
  ];
}

/** One row of the documentation's table. */
export interface SettingRow {
  name: string;
  default: string;
  /** What a value must be, "" when anything non-empty is accepted. */
  accepts: string;
  description: string;
  production: string;
}

/** The documentation's rows, in the schema's order. */
export function documentationRows(schema: SettingsSchema): SettingRow[] {
  return settingsOf(schema).map(([name, setting]) => ({
    name,
    default:
      setting.documentedDefault ??
      (setting.default === undefined ? 'unset' : `\`${String(setting.default)}\``),
    accepts: (ruleOf(name, setting) ?? '').replace(/^must be /, ''),
    description: setting.description ?? '',
    production:
      setting.production === undefined
        ? ''
        : setting.production === true
          ? 'required in production'
          : `required in production: ${setting.production}`,
  }));
}
