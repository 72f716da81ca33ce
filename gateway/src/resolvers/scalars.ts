// Decimal and DateTime travel as strings: amounts are never rounded by a float on the way. An
// Upload is a file of a multipart request and nothing else: text or an object in JSON variables,
// or a literal, is the caller's mistake, not a value for a resolver to choke on.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { isDecimalText } from '@rent/sale-rules';

function invalid(message: string): never {
  throw createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !isDecimalText(text))
    invalid('Decimal must be a number written as a string, like "1000" or "12.5"');
  return text;
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    invalid('DateTime must be an ISO-8601 date-time string');
  return new Date(value).toISOString();
}

/**
 * An instant as api writes every one (`Date#toJSON`, UTC to the millisecond), its fields in range:
 * already what serialising would make of it, so it is passed on without being parsed and printed
 * again (a microsecond per field, and an order history has a few per order).
 */
const API_INSTANT =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

function serializeDateTime(value: unknown): string {
  return typeof value === 'string' && API_INSTANT.test(value) ? value : parseDateTime(value);
}

function literal(parse: (value: unknown) => string) {
  return (node: ValueNode) =>
    node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT
      ? parse(node.value)
      : invalid('Expected a string literal');
}

export const Decimal = new GraphQLScalarType({
  name: 'Decimal',
  serialize: parseDecimal,
  parseValue: parseDecimal,
  parseLiteral: literal(parseDecimal),
});

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: serializeDateTime,
  parseValue: parseDateTime,
  parseLiteral: literal(parseDateTime),
});

const UPLOAD_MESSAGE = 'Upload must be a file sent with the GraphQL multipart request';

function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<File>).arrayBuffer === 'function' &&
    typeof (value as Partial<File>).name === 'string'
  );
}

function parseUpload(value: unknown): File {
  if (!isUploadedFile(value)) invalid(UPLOAD_MESSAGE);
  return value;
}

export const Upload = new GraphQLScalarType<File, never>({
  name: 'Upload',
  serialize: () => invalid('Upload is only ever sent, never answered'),
  parseValue: parseUpload,
  parseLiteral: () => invalid(UPLOAD_MESSAGE),
});
