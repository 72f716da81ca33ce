// Hostile operations generated from schema.graphql: for every field of Query and Mutation, its
// arguments (and the fields of its input objects) get values of the wrong type, hostile text,
// impossible numbers and amounts, unknown enum values, missing and extra fields, wrong literals and
// wrong variable declarations. A case is `mustRefuse` when GraphQL's own input coercion refuses it,
// when it breaks a rule the schema documents (a Decimal is a decimal number written as a string;
// an Upload is a file of a multipart request; an amount is a positive multiple of ₹1000), or when
// the operation does not validate; other cases may be answered either way, but never with a
// server error, a leak or a row written.
import {
  coerceInputValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { stringsIn } from './answer-checks.js';
import {
  HOSTILE_AMOUNTS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  INJECTION_STRINGS,
  NEVER_SCALAR_VALUES,
  WRONG_TYPE_VALUES,
  longString,
  pick,
} from './hostile-values.js';

export interface GraphqlCase {
  /** "Mutation.signIn" */
  field: string;
  family: string;
  description: string;
  /** The JSON request body, as text (so that it can be malformed on purpose). */
  body: string;
  mustRefuse: boolean;
  /** Every string the request carries: an answer may quote them without leaking anything. */
  sent: string[];
}

type Root = 'query' | 'mutation';
type Path = (string | number)[];

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

interface Leaf {
  path: Path;
  /** The argument or input field name at the end of the path. */
  name: string;
  typeName: string;
}

/** Every generated case of every Query and Mutation field, in schema order. */
export function graphqlCases(schema: GraphQLSchema): GraphqlCase[] {
  const roots: [Root, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).flatMap((field) => casesForField(root, field)),
  );
}

function casesForField(root: Root, field: GraphQLField<unknown, unknown>): GraphqlCase[] {
  const owner = root === 'query' ? 'Query' : 'Mutation';
  const cases: GraphqlCase[] = [];
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const baseline = Object.fromEntries(
    field.args.map((argument, index) => [argument.name, baselineInput(argument.type, index)]),
  );
  const add = (
    family: string,
    description: string,
    request: { query?: string; variables?: unknown; raw?: string },
    mustRefuse?: boolean,
  ) => {
    const variables = request.variables ?? baseline;
    const query = request.query ?? operation(root, field, field.args, selection);
    const body = request.raw ?? JSON.stringify({ query, variables });
    cases.push({
      field: `${owner}.${field.name}`,
      family,
      description,
      body,
      mustRefuse: mustRefuse ?? refusedVariables(field.args, variables),
      sent: [...stringsIn(variables), query],
    });
  };

  if (field.args.length > 0) add('hostile text', 'every argument hostile', {});
  for (const leaf of leavesOf(field.args)) {
    for (const [family, value] of valuesFor(leaf)) {
      add(family, `${leaf.path.join('.')}: ${shown(value)}`, {
        variables: withValue(baseline, leaf.path, value),
      });
    }
    if (leaf.path.length > 1) {
      add('missing', `${leaf.path.join('.')} left out`, {
        variables: withValue(baseline, leaf.path, undefined),
      });
    }
  }
  argumentShapeCases(root, field, selection, baseline, add);
  return cases;
}

type AddCase = (
  family: string,
  description: string,
  request: { query?: string; variables?: unknown; raw?: string },
  mustRefuse?: boolean,
) => void;

/** Cases about the operation's shape rather than the values: missing, extra, literals, variables. */
function argumentShapeCases(
  root: Root,
  field: GraphQLField<unknown, unknown>,
  selection: string,
  baseline: Record<string, unknown>,
  add: AddCase,
) {
  const args = field.args;
  for (const argument of args) {
    if (isNonNullType(argument.type) && argument.defaultValue === undefined) {
      const others = args.filter((other) => other !== argument);
      const { [argument.name]: _left, ...variables } = baseline;
      add(
        'missing',
        `${argument.name} left out (required)`,
        { query: operation(root, field, others, selection), variables },
        true,
      );
    }
    if (isInputObjectType(getNamedType(argument.type))) {
      add('missing', `${argument.name}: an empty object`, {
        variables: { ...baseline, [argument.name]: {} },
      });
      add('extra fields', `${argument.name} with fields asking for privileges`, {
        variables: {
          ...baseline,
          [argument.name]: { ...(baseline[argument.name] as object), isAdmin: true, role: 'admin' },
        },
      });
    }
    add(
      'literals',
      `${argument.name} written as a literal of the wrong kind`,
      { query: withLiteral(root, field, argument, wrongLiteral(argument.type), selection) },
      true,
    );
    add(
      'variables',
      `$${argument.name} declared with the wrong type`,
      {
        query: operation(root, field, args, selection, {
          [argument.name]: wrongDeclaration(argument.type),
        }),
      },
      true,
    );
  }
  const call = `${field.name}(nope: 1, isAdmin: true)${selection}`;
  add(
    'extra fields',
    'an argument the field does not have',
    { query: `${root} { ${call} }` },
    true,
  );
  if (selection) {
    const fields = `${field.name}${argsCall(args)} { __typename password passwordHash }`;
    add(
      'extra fields',
      'fields the type does not have',
      { query: `${root}${declarations(args)} { ${fields} }` },
      true,
    );
  }
  const query = operation(root, field, args, selection);
  add(
    'variables',
    'variables that are a list',
    { raw: JSON.stringify({ query, variables: [1, 2] }) },
    true,
  );
  add(
    'variables',
    'variables that are text',
    { raw: JSON.stringify({ query, variables: 'x' }) },
    true,
  );
  add('variables', 'a query that is not text', { raw: JSON.stringify({ query: { query } }) }, true);
}

// --- values --------------------------------------------------------------------------------------

/** The value each argument starts from: hostile in meaning, right in type, never a valid request. */
function baselineInput(type: GraphQLInputType, index: number): unknown {
  if (isNonNullType(type)) return baselineInput(type.ofType, index);
  if (isListType(type)) return [baselineInput(type.ofType, index)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field, fieldIndex) => [
        field.name,
        baselineInput(field.type, index + fieldIndex),
      ]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]?.name;
  switch (type.name) {
    case 'Int':
    case 'Float':
      return -1;
    case 'Boolean':
      return false;
    case 'Decimal':
      return '-1000';
    case 'Upload':
      return 'not a file';
    default:
      return pick(INJECTION_STRINGS, index);
  }
}

/** The scalar and enum positions of a field's arguments, input object fields included. */
function leavesOf(args: readonly GraphQLArgument[]): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (type: GraphQLInputType, path: Path, name: string) => {
    if (isNonNullType(type)) return walk(type.ofType, path, name);
    if (isListType(type)) return walk(type.ofType, [...path, 0], name);
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        walk(field.type, [...path, field.name], field.name);
      }
      return;
    }
    leaves.push({ path, name, typeName: type.name });
  };
  for (const argument of args) walk(argument.type, [argument.name], argument.name);
  return leaves;
}

function valuesFor(leaf: Leaf): [string, unknown][] {
  const tagged = (family: string, values: readonly unknown[]) =>
    values.map((value): [string, unknown] => [family, value]);
  const wrongTypes = tagged('wrong type', [...WRONG_TYPE_VALUES, ...NEVER_SCALAR_VALUES]);
  switch (leaf.typeName) {
    case 'String':
    case 'ID':
      return [
        ...tagged('hostile text', [...HOSTILE_STRINGS, longString(100_000, 'é')]),
        ['too long', longString(1_100_000)],
        ...wrongTypes,
        ...tagged('numbers', [1e308, -1]),
      ];
    case 'Int':
    case 'Float':
      return [...tagged('numbers', HOSTILE_NUMBERS), ...wrongTypes, ['wrong type', '1']];
    case 'Boolean':
      return [...wrongTypes, ['wrong type', 'true'], ['wrong type', 1]];
    case 'Decimal':
      return [...tagged('amounts', HOSTILE_AMOUNTS), ...wrongTypes];
    case 'Upload':
      return [
        ...tagged('files', ['../../etc/passwd', { filename: 'x.jpg', content: 'AAAA' }, {}]),
        ...wrongTypes,
      ];
    default:
      return [
        ...tagged('enums', ['NOT_A_VALUE', 'created_at', '', 1, 'desc; DROP TABLE users']),
        ...wrongTypes,
      ];
  }
}

/**
 * Whether these variables must be refused: GraphQL's coercion refuses them, or a value breaks a
 * documented rule of a custom scalar (which the schema alone cannot check).
 */
function refusedVariables(args: readonly GraphQLArgument[], variables: unknown): boolean {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return true;
  const given = variables as Record<string, unknown>;
  return args.some((argument) => {
    const value = given[argument.name];
    if (value === undefined)
      return isNonNullType(argument.type) && argument.defaultValue === undefined;
    let refused = false;
    coerceInputValue(value, argument.type, () => {
      refused = true;
    });
    return refused || breaksScalarRule(value, argument.type, argument.name);
  });
}

function breaksScalarRule(value: unknown, type: GraphQLInputType, name: string): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return breaksScalarRule(value, type.ofType, name);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    // Files arrive only through a multipart request: in JSON, even an empty list holds none.
    if (getNamedType(type).name === 'Upload') return true;
    return items.some((item) => breaksScalarRule(item, type.ofType, name));
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return false;
    return Object.values(type.getFields()).some((field) =>
      breaksScalarRule((value as Record<string, unknown>)[field.name], field.type, field.name),
    );
  }
  if (type.name === 'Upload') return true;
  if (type.name !== 'Decimal') return false;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text)) return true;
  // Every amount the schema takes is a positive multiple of the ₹1000 token price; none of the
  // hostile amounts is one.
  return name === 'amount';
}

// --- operations ----------------------------------------------------------------------------------

function declarations(
  args: readonly GraphQLArgument[],
  types: Record<string, string> = {},
): string {
  if (args.length === 0) return '';
  const listed = args.map(
    (argument) => `$${argument.name}: ${types[argument.name] ?? String(argument.type)}`,
  );
  return `(${listed.join(', ')})`;
}

function argsCall(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return '';
  return `(${args.map((argument) => `${argument.name}: $${argument.name}`).join(', ')})`;
}

function operation(
  root: Root,
  field: GraphQLField<unknown, unknown>,
  args: readonly GraphQLArgument[],
  selection: string,
  declaredTypes: Record<string, string> = {},
): string {
  return `${root} Hostile${declarations(args, declaredTypes)} { ${field.name}${argsCall(args)}${selection} }`;
}

function withLiteral(
  root: Root,
  field: GraphQLField<unknown, unknown>,
  literalArgument: GraphQLArgument,
  literal: string,
  selection: string,
): string {
  const others = field.args.filter((argument) => argument !== literalArgument);
  const call = [
    ...others.map((argument) => `${argument.name}: $${argument.name}`),
    `${literalArgument.name}: ${literal}`,
  ].join(', ');
  return `${root} Hostile${declarations(others)} { ${field.name}(${call})${selection} }`;
}

/** A literal GraphQL refuses for `type`, whatever the type is. */
function wrongLiteral(type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return '"an object written as text"';
  if (isEnumType(named)) return '"NOT_A_VALUE"';
  if (named.name === 'Int' || named.name === 'Boolean') return '"1 OR 1=1"';
  if (named.name === 'Decimal' || named.name === 'Upload') return '{ value: "1000" }';
  return '{ value: "text in an object" }';
}

/** A variable type GraphQL refuses where `type` is expected. */
function wrongDeclaration(type: GraphQLInputType): string {
  return getNamedType(type).name === 'Int' ? 'String' : 'Int';
}

function withValue(
  base: Record<string, unknown>,
  path: Path,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) {
    target = target[step] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
