// api's REST operations as the generated contract describes them: what each takes (path
// parameters, query, body) and the `data` of its success envelope, and the path of one call.
import { apiOperations } from '../generated/api-operations.js';
import type { operations } from '../generated/api-types.js';

export type OperationId = keyof operations;

type Defined<T> = Exclude<T, undefined>;

type PathParamsOf<Operation> = Operation extends { parameters: { path?: infer Params } }
  ? Defined<Params>
  : never;

type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } }
  ? Defined<Query>
  : never;

/** A JSON body as its schema says; a multipart one as the form the transport streams. */
type BodyOf<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : Operation extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? FormData
    : never;

/** A part of the input: absent when the operation has none, optional when all of it is. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

export type OperationInput<Id extends OperationId> = Part<'params', PathParamsOf<operations[Id]>> &
  Part<'query', QueryOf<operations[Id]>> &
  Part<'body', BodyOf<operations[Id]>>;

type SuccessOf<Responses> = Responses extends { 200: infer Success }
  ? Success
  : Responses extends { 201: infer Created }
    ? Created
    : never;

/** The operations whose success is a file (a PDF, a CSV) rather than an envelope. */
export type FileOperationId = {
  [Id in OperationId]: SuccessOf<operations[Id]['responses']> extends {
    content: { 'application/json': unknown };
  }
    ? never
    : Id;
}[OperationId];

/** The operations answered with the envelope. */
export type EnvelopeOperationId = Exclude<OperationId, FileOperationId>;

/** The `data` of the operation's success envelope. */
export type OperationData<Id extends OperationId> =
  SuccessOf<operations[Id]['responses']> extends {
    content: { 'application/json': { data: infer Data } };
  }
    ? Data
    : never;

/** The input as arguments: it may be left out when nothing in it is required. */
export type OperationArgs<Id extends OperationId> =
  object extends OperationInput<Id> ? [input?: OperationInput<Id>] : [input: OperationInput<Id>];

/** What the client reads of any operation's input. */
export interface AnyOperationInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** The operation's path for a typed input: its parameters filled in and its query appended. */
export function operationPath<Id extends OperationId>(
  id: Id,
  ...[input]: OperationArgs<Id>
): string {
  return pathOf(id, input ?? {});
}

/**
 * The same for any input, as the client passes it on once its own types have checked it.
 * URLSearchParams rather than encodeURIComponent for the query: any text a client sends must
 * encode (a lone surrogate becomes U+FFFD). Values left out (null or undefined) are not sent.
 */
export function pathOf(id: OperationId, { params = {}, query }: AnyOperationInput): string {
  const template = apiOperations[id].path;
  const path = template.includes('{')
    ? template.replace(/\{(\w+)\}/g, (_match, name: string) =>
        encodeURIComponent(params[name] ?? ''),
      )
    : template;
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}
