// Puts every failure in the envelope: thrown errors, unknown routes and Fastify's own request
// errors.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from './envelope.js';
import { errorReplyFor } from './error-replies.js';

export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      return reply.code(404).send(failure(`Route ${request.method} ${path} not found`));
    });
  },
  { name: 'envelope' },
);

/** Also handed to Fastify as `frameworkErrors`, for errors raised before routing (bad URLs). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body, headers } = errorReplyFor(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, `request failed: ${body.message}`);
  } else {
    request.log.info({ statusCode, reason: body.message }, 'request refused');
  }
  if (headers) reply.headers(headers);
  return reply.code(statusCode).send(body);
}
