// Request validation that never changes a body's types. Fastify's Ajv coerces by default
// ("array" mode): `{"amount":[1000]}` would pass as 1000 and `true` as "true". A body is JSON and
// carries its own types, so it is checked as sent; a query string, path parameters and headers are
// text by nature and keep the coercion that turns "2" into a page number.
import { AjvCompiler, type Options } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type BuildValidator = NonNullable<
  NonNullable<SchemaController['compilersFactory']>['buildValidator']
>;

/** What every part shares: every error reported, so that each field gets its message. */
const AJV_OPTIONS: Options = { allErrors: true };

const textPartsFactory = AjvCompiler();
const bodyFactory = AjvCompiler();

export const buildValidator: BuildValidator = (externalSchemas) => {
  const forText = textPartsFactory(externalSchemas, { customOptions: AJV_OPTIONS });
  const forBody = bodyFactory(externalSchemas, {
    customOptions: { ...AJV_OPTIONS, coerceTypes: false },
  });
  return (route) => (route.httpPart === 'body' ? forBody(route) : forText(route));
};
