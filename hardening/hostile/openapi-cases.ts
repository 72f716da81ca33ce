// Hostile requests generated from api's OpenAPI document: for every operation, bodies and query
// strings with values of the wrong type, too long, missing, extra, hostile text and numbers, broken
// transport, and forged credentials. A case is `mustRefuse` when the document itself says the
// request is invalid in a way no type coercion can rescue (a string past its maxLength, a value
// outside its enum, an object where a scalar belongs, a missing required field, forged or absent
// credentials on a secured operation, a body that is not JSON); every other case may be answered
// either way, but never with a 5xx, a leak, or a row written.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
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

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
  format?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  /** "POST /api/v1/auth/signup" */
  name: string;
  method: string;
  path: string;
  secured: boolean;
  query: OpenApiParameter[];
  body?: { contentType: string; schema: JsonSchema };
  /** Media types other than JSON that its success answers with (a PDF, a CSV file), if any. */
  fileTypes: string[];
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type RestBody =
  | { kind: 'none' }
  | { kind: 'raw'; contentType: string; bytes: Uint8Array | string; contentEncoding?: string }
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[] };

/** Whose credentials a case carries: the suite's investor, none, or forged headers. */
export type Credentials = 'investor' | 'none' | { authorization?: string; cookie?: string };

export interface RestCase {
  operation: string;
  family: string;
  description: string;
  method: string;
  path: string;
  /** Name and value pairs, so that a parameter can be repeated; or a raw query string. */
  query: [string, string][] | string;
  body: RestBody;
  credentials: Credentials;
  mustRefuse: boolean;
  /** A success of one of these media types is a file, not an envelope. */
  fileTypes: string[];
  /** Every string the request carries: an answer may quote them without leaking anything. */
  sent: string[];
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => {
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          secured: (operation.security ?? []).length > 0,
          query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
          fileTypes: Object.keys(operation.responses?.['200']?.content ?? {}).filter(
            (mediaType) => mediaType !== 'application/json',
          ),
          ...(contentType && media && { body: { contentType, schema: media.schema } }),
        };
      }),
  );
}

/** Every generated case of one operation, in a fixed order. */
export function restCasesFor(operation: Operation, allPaths: readonly string[]): RestCase[] {
  const cases: RestCase[] = [];
  const add = (
    family: string,
    description: string,
    mustRefuse: boolean,
    change: Partial<Pick<RestCase, 'query' | 'body' | 'credentials' | 'method'>> = {},
  ) => {
    const request = {
      method: operation.method,
      query: [] as RestCase['query'],
      body: baselineBody(operation),
      credentials: (operation.secured ? 'investor' : 'none') as Credentials,
      ...change,
    };
    cases.push({
      operation: operation.name,
      family,
      description,
      path: operation.path,
      mustRefuse,
      fileTypes: operation.fileTypes,
      sent: sentStrings(request.query, request.body),
      ...request,
    });
  };

  queryCases(operation, add);
  if (operation.body?.contentType === 'application/json') jsonBodyCases(operation, add);
  if (operation.body?.contentType === 'multipart/form-data') multipartCases(operation, add);
  if (operation.method !== 'GET') transportCases(operation, add);
  if (operation.secured) credentialCases(add);
  methodCase(operation, allPaths, add);
  return cases;
}

type AddCase = (
  family: string,
  description: string,
  mustRefuse: boolean,
  change?: Partial<Pick<RestCase, 'query' | 'body' | 'credentials' | 'method'>>,
) => void;

// --- bodies --------------------------------------------------------------------------------------

function json(value: unknown): RestBody {
  return { kind: 'raw', contentType: 'application/json', bytes: JSON.stringify(value) };
}

function rawJson(text: string): RestBody {
  return { kind: 'raw', contentType: 'application/json', bytes: text };
}

/** The properties a body schema declares; a record of strings gets two names of its own. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const object = objectSchema(schema);
  if (!object) return {};
  if (object.properties) return object.properties;
  if (typeof object.additionalProperties === 'object') {
    return { FIELD_ONE: object.additionalProperties, FIELD_TWO: object.additionalProperties };
  }
  return {};
}

function objectSchema(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object') return schema;
  return schema.anyOf?.find((option) => option.type === 'object');
}

function allowsNull(schema: JsonSchema): boolean {
  return schema.type === 'null' || (schema.anyOf ?? []).some((option) => option.type === 'null');
}

const isAmount = (name: string) => name === 'amount';

/**
 * The body every case starts from: each property holds a hostile value of its own type (text for
 * strings, an impossible amount for amounts, false for booleans), so the body as a whole can never
 * be a valid request.
 */
function baselineObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([name, property], index) => [
      name,
      baselineValue(name, property, index),
    ]),
  );
}

function baselineValue(name: string, schema: JsonSchema, index: number): unknown {
  if (isAmount(name)) return pick(HOSTILE_AMOUNTS, index);
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return -1;
  return pick(INJECTION_STRINGS, index);
}

function baselineBody(operation: Operation): RestBody {
  const body = operation.body;
  if (!body) return { kind: 'none' };
  if (body.contentType === 'multipart/form-data') return baselineForm(body.schema);
  return json(baselineObject(body.schema));
}

function jsonBodyCases(operation: Operation, add: AddCase) {
  const schema = operation.body?.schema ?? {};
  const baseline = baselineObject(schema);
  const properties = Object.entries(propertiesOf(schema));
  const required = objectSchema(schema)?.required ?? [];
  const withValue = (name: string, value: unknown) => json({ ...baseline, [name]: value });

  add('hostile text', 'every property hostile text', false);
  for (const [name, property] of properties) {
    if (property.maxLength !== undefined) {
      const length = property.maxLength + 1;
      add('too long', `${name}: ${length} characters, past its maxLength`, true, {
        body: withValue(name, longString(length)),
      });
    }
    add('too long', `${name}: 100000 characters`, (property.maxLength ?? Infinity) < 100_000, {
      body: withValue(name, longString(100_000, 'é')),
    });
    for (const value of NEVER_SCALAR_VALUES) {
      add('not a scalar', `${name}: ${JSON.stringify(value)}`, true, {
        body: withValue(name, value),
      });
    }
    for (const value of WRONG_TYPE_VALUES) {
      add('wrong type', `${name}: ${JSON.stringify(value)}`, false, {
        body: withValue(name, value),
      });
    }
    if (property.type !== 'boolean') {
      for (const value of HOSTILE_STRINGS) {
        add('hostile text', `${name}: ${JSON.stringify(value)}`, false, {
          body: withValue(name, value),
        });
      }
    }
    // The document describes every amount as a positive multiple of the token price: each of
    // these breaks that rule, so each must be refused.
    const numbers = isAmount(name) ? HOSTILE_AMOUNTS : HOSTILE_NUMBERS;
    for (const value of numbers) {
      add(
        isAmount(name) ? 'amounts' : 'numbers',
        `${name}: ${JSON.stringify(value)}`,
        isAmount(name),
        {
          body: withValue(name, value),
        },
      );
    }
  }
  for (const name of required) {
    const rest = Object.fromEntries(Object.entries(baseline).filter(([key]) => key !== name));
    add('missing', `${name} left out (required)`, true, { body: json(rest) });
  }
  add('missing', 'an empty object', required.length > 0, { body: json({}) });
  const maxProperties = objectSchema(schema)?.maxProperties;
  if (maxProperties !== undefined) {
    const crowd = Object.fromEntries(
      Array.from({ length: maxProperties + 1 }, (_, index) => [`FIELD_${index}`, 'x']),
    );
    add('too long', `${maxProperties + 1} properties, past maxProperties`, true, {
      body: json(crowd),
    });
  }
  extraPropertyCases(baseline, add);
  notAnObjectCases(schema, add);
}

function extraPropertyCases(baseline: Record<string, unknown>, add: AddCase) {
  const inner = JSON.stringify(baseline).slice(1, -1);
  const joined = inner ? `${inner},` : '';
  add('extra fields', 'privileges asked for in extra fields', false, {
    body: json({
      ...baseline,
      role: 'admin',
      isAdmin: true,
      kyc_status: 'VERIFIED',
      kycStatus: 'VERIFIED',
      userId: randomUUID(),
      id: randomUUID(),
      tokenBalance: '14000000',
      status: 'credited',
    }),
  });
  // Raw text: a JavaScript object literal would set the prototype instead of sending the key.
  add('extra fields', 'a __proto__ key (prototype poisoning)', true, {
    body: rawJson(`{${joined}"__proto__":{"isAdmin":true,"kyc_status":"VERIFIED"}}`),
  });
  add('extra fields', 'a constructor.prototype key (prototype poisoning)', true, {
    body: rawJson(`{${joined}"constructor":{"prototype":{"isAdmin":true}}}`),
  });
  const [firstKey] = Object.keys(baseline);
  if (firstKey) {
    add('extra fields', `${firstKey} given twice`, false, {
      body: rawJson(`{${joined}"${firstKey}":"second ${INJECTION_STRINGS[0] ?? ''}"}`),
    });
  }
}

function notAnObjectCases(schema: JsonSchema, add: AddCase) {
  for (const value of [['a', 'b'], 'text', 42, true]) {
    add('not an object', `the body is ${JSON.stringify(value)}`, true, { body: json(value) });
  }
  add('not an object', 'the body is null', !allowsNull(schema), { body: json(null) });
}

// --- multipart -----------------------------------------------------------------------------------

const NOT_A_DOCUMENT = (name: string): FilePart => ({
  field: 'file',
  name,
  type: 'image/jpeg',
  bytes: new TextEncoder().encode('#!/bin/sh\necho this is not a document\n'),
});

function baselineForm(schema: JsonSchema): RestBody {
  const fields: [string, string][] = [];
  const files: FilePart[] = [];
  Object.entries(propertiesOf(schema)).forEach(([name, property], index) => {
    if (property.format === 'binary' || property.items?.format === 'binary') {
      files.push({ ...NOT_A_DOCUMENT('scan.jpg'), field: name });
    } else {
      fields.push([name, String(baselineValue(name, property, index))]);
    }
  });
  return { kind: 'multipart', fields, files };
}

// Every multipart operation takes documents checked by their content, and none of these files is
// a JPEG, PNG, WebP or PDF: whatever else the form holds, it must be refused.
function multipartCases(operation: Operation, add: AddCase) {
  const schema = operation.body?.schema ?? {};
  const baseline = baselineForm(schema);
  if (baseline.kind !== 'multipart') return;
  const required = objectSchema(schema)?.required ?? [];
  const withField = (name: string, value: string): RestBody => ({
    ...baseline,
    fields: [...baseline.fields.filter(([field]) => field !== name), [name, value]],
  });

  add('hostile text', 'every field hostile text, a script as the file', true);
  for (const [name] of baseline.fields) {
    for (const value of [...HOSTILE_STRINGS, longString(100_000)]) {
      add('hostile text', `${name}: ${JSON.stringify(value.slice(0, 40))}`, true, {
        body: withField(name, value),
      });
    }
  }
  for (const name of required) {
    add('missing', `${name} left out (required)`, true, {
      body: {
        kind: 'multipart',
        fields: baseline.fields.filter(([field]) => field !== name),
        files: baseline.files.filter((file) => file.field !== name),
      },
    });
  }
  add('files', 'no file at all', true, { body: { ...baseline, files: [] } });
  add('files', 'the file in a field of its own choosing', true, {
    body: { ...baseline, files: baseline.files.map((file) => ({ ...file, field: 'other' })) },
  });
  for (const name of ['../../../../tmp/owned.jpg', '..\\..\\owned.jpg', '\u202Egpj.exe', '']) {
    add('files', `a file named ${JSON.stringify(name)}`, true, {
      body: { ...baseline, files: baseline.files.map((file) => ({ ...file, name })) },
    });
  }
  add('files', 'a field sent twice', true, {
    body: { ...baseline, fields: [...baseline.fields, ...baseline.fields] },
  });
  add('transport', 'a JSON body where a form belongs', true, {
    body: json(Object.fromEntries(baseline.fields)),
  });
  add('transport', 'a multipart body that never ends', true, {
    body: {
      kind: 'raw',
      contentType: 'multipart/form-data; boundary=hostile',
      bytes: '--hostile\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000\r\n--hos',
    },
  });
  add('transport', 'a multipart content type without a boundary', true, {
    body: { kind: 'raw', contentType: 'multipart/form-data', bytes: 'amount=1000' },
  });
}

// --- transport, credentials, methods, query strings ----------------------------------------------

let compressedSpaces: Buffer | undefined;

/** 50 MB of spaces in about 50 KB of gzip, made once for every operation. */
function gzipBomb(): Buffer {
  compressedSpaces ??= gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
  return compressedSpaces;
}

function transportCases(operation: Operation, add: AddCase) {
  const takesJson = operation.body?.contentType !== 'multipart/form-data';
  const nested = 100_000;
  add('transport', 'malformed JSON', true, { body: rawJson('{"email": "a@b.c", ') });
  add('transport', 'NaN as a JSON number', true, { body: rawJson('{"amount": NaN}') });
  add('transport', 'an empty JSON body', true, { body: rawJson('') });
  add('transport', 'a body of 1.2 MB', true, {
    body: json({ padding: longString(1_200_000) }),
  });
  add('transport', 'a JSON body as text/plain', true, {
    body: { kind: 'raw', contentType: 'text/plain', bytes: '{"amount": 1000}' },
  });
  add('transport', 'a form-encoded body', true, {
    body: {
      kind: 'raw',
      contentType: 'application/x-www-form-urlencoded',
      bytes: 'amount=1000&email=a%40b.c',
    },
  });
  add('transport', 'an XML body with an external entity', true, {
    body: {
      kind: 'raw',
      contentType: 'application/xml',
      bytes:
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
  });
  add('transport', 'a gzip bomb announced as Content-Encoding', true, {
    body: {
      kind: 'raw',
      contentType: 'application/json',
      contentEncoding: 'gzip',
      bytes: gzipBomb(),
    },
  });
  add('transport', `arrays nested ${nested} deep`, takesJson && Boolean(operation.body), {
    body: rawJson(`${'['.repeat(nested)}${']'.repeat(nested)}`),
  });
  add('transport', `a __proto__ key nested ${nested / 2} deep`, true, {
    body: rawJson(`${'{"a":'.repeat(nested / 2)}{"__proto__":{"x":1}}${'}'.repeat(nested / 2)}`),
  });
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An access token in the shape api issues, for someone it never signed in. */
function unsignedToken(algorithm: string): string {
  const claims = { sub: randomUUID(), sid: randomUUID(), exp: 4_102_444_800, iat: 1_700_000_000 };
  const header = base64url({ alg: algorithm, typ: 'JWT' });
  return `${header}.${base64url(claims)}.${algorithm === 'none' ? '' : 'c2lnbmF0dXJl'}`;
}

function credentialCases(add: AddCase) {
  const forged: [string, Credentials][] = [
    ['no credentials', 'none'],
    ['a bearer token that is not a token', { authorization: 'Bearer not-a-token' }],
    ['an unsigned token (alg none)', { authorization: `Bearer ${unsignedToken('none')}` }],
    ['a token with a forged signature', { authorization: `Bearer ${unsignedToken('HS256')}` }],
    ['a token of another algorithm', { authorization: `Bearer ${unsignedToken('RS256')}` }],
    ['a bearer token of 8000 characters', { authorization: `Bearer ${longString(8000)}` }],
    ['basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['a forged access cookie', { cookie: `rent_access=${unsignedToken('none')}` }],
    ['a cookie header of garbage', { cookie: `rent_access=%%%; ${INJECTION_STRINGS[1] ?? ''}` }],
  ];
  for (const [description, credentials] of forged) {
    add('credentials', description, true, { credentials });
  }
}

function methodCase(operation: Operation, allPaths: readonly string[], add: AddCase) {
  const taken = new Set(
    allPaths
      .filter((path) => path.startsWith(`${operation.path} `))
      .map((path) => path.split(' ')[1]),
  );
  const method = ['DELETE', 'PUT', 'PATCH', 'POST'].find((candidate) => !taken.has(candidate));
  if (method) {
    add('method', `${method} instead of ${operation.method}`, true, {
      method,
      body: { kind: 'none' },
    });
  }
}

function queryCases(operation: Operation, add: AddCase) {
  for (const parameter of operation.query) queryParameterCases(parameter, add);
  add('query', 'unknown parameters with hostile values', false, {
    query: INJECTION_STRINGS.slice(0, 6).map((value, index) => [`unknown${index}`, value]),
  });
  add('query', 'a malformed query string', false, { query: '%E0%A4%A&&==&%%%' });
}

function queryParameterCases({ name, schema }: OpenApiParameter, add: AddCase) {
  const one = (description: string, value: string, mustRefuse: boolean) =>
    add('query', `${name}=${description}`, mustRefuse, { query: [[name, value]] });
  if (schema.enum) {
    for (const value of ['NOT_IN_ENUM', '7', String(schema.enum[0]).toUpperCase() + 'X']) {
      one(JSON.stringify(value), value, !schema.enum.map(String).includes(value));
    }
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    for (const value of ['abc', '1.5', 'NaN', '9'.repeat(30)]) {
      one(value, value, true);
    }
    // Read as numbers by the validator's coercion ("0x10" is 16): odd, but not forbidden.
    for (const value of ['0x10', '1e400', '-1e400']) one(value, value, false);
    if (schema.minimum !== undefined) one('below its minimum', String(schema.minimum - 1), true);
    if (schema.maximum !== undefined) one('above its maximum', String(schema.maximum + 1), true);
    one('-0', '-0', schema.minimum !== undefined && schema.minimum > 0);
  }
  if (schema.type === 'string' || schema.type === undefined) {
    for (const value of HOSTILE_STRINGS) one(JSON.stringify(value), value, false);
  }
  if (schema.maxLength !== undefined) {
    one('past its maxLength', longString(schema.maxLength + 1), true);
  }
  add('query', `${name} repeated`, true, {
    query: [
      [name, String(schema.enum?.[0] ?? '1')],
      [name, String(schema.enum?.[1] ?? '2')],
    ],
  });
}

// --- what a case carries -------------------------------------------------------------------------

function sentStrings(query: RestCase['query'], body: RestBody): string[] {
  const values =
    typeof query === 'string' ? [query] : query.flatMap(([name, value]) => [name, value]);
  if (body.kind === 'multipart') {
    values.push(...body.fields.flat(), ...body.files.map((file) => file.name));
  }
  if (body.kind === 'raw' && typeof body.bytes === 'string' && body.bytes.length < 2_000_000) {
    values.push(...parsedStrings(body.bytes));
  }
  return values;
}

function parsedStrings(text: string): string[] {
  try {
    return stringsIn(JSON.parse(text));
  } catch {
    return [text];
  }
}
