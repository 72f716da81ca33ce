// Turns JSON-schema validation errors (Ajv's from Fastify, TypeBox's from our own checks; both use
// the same keyword/instancePath/params shape) into one readable sentence per field.

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface FieldProblem {
  field?: string;
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const COMPARISONS: Record<string, string> = {
  '>=': 'at least',
  '<=': 'at most',
  '>': 'greater than',
  '<': 'less than',
};

/** `/phases/1/start` → `phases[1].start`; the empty pointer (the whole document) → undefined. */
export function fieldFromPointer(pointer: string): string | undefined {
  const segments = pointer.split('/').slice(1).map(unescapePointerSegment);
  if (segments.length === 0) return undefined;
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
    '',
  );
}

/**
 * One problem per field, in the order the validator reported them. `rules` replaces the generic
 * wording for the fields it names ("must be an integer from 0 to 65535").
 */
export function describeSchemaErrors(
  errors: readonly SchemaError[],
  documentLabel: string,
  rules: Readonly<Record<string, string>> = {},
): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const error of errors) {
    const field = fieldOf(error);
    const key = field ?? '';
    if (byField.has(key)) continue;
    const message = `${field ?? documentLabel} ${rules[key] ?? ruleOf(error)}`;
    byField.set(key, field === undefined ? { message } : { field, message });
  }
  return [...byField.values()];
}

function fieldOf(error: SchemaError): string | undefined {
  const base = fieldFromPointer(error.instancePath);
  const child = namedChild(error);
  if (child === undefined) return base;
  return base ? `${base}.${child}` : child;
}

// The property a `required` or `additionalProperties` error is about lives in its params.
function namedChild(error: SchemaError): string | undefined {
  const { params } = error;
  const candidates = [
    params.missingProperty,
    params.additionalProperty,
    firstOf(params.requiredProperties),
    firstOf(params.additionalProperties),
  ];
  const found = candidates.find((candidate) => typeof candidate === 'string');
  return typeof found === 'string' ? found : undefined;
}

function ruleOf(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'boolean':
      return 'is not allowed';
    case 'type':
      return `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'enum':
      return `must be one of: ${listOf(params.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${COMPARISONS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minItems':
      return `must have at least ${String(params.limit)} item(s)`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} item(s)`;
    case 'format':
      return `must be a valid ${String(params.format)}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : undefined;
}

function listOf(value: unknown): string {
  return Array.isArray(value) ? value.map((item) => String(item)).join(', ') : String(value);
}

function unescapePointerSegment(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
