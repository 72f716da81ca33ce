// The OpenAPI document, generated from the route schemas and served raw (not in the envelope):
// it is read by tools, not by the product's clients.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const OPENAPI_PATH = '/api/v1/openapi.json';

export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'RENT pre-sale API',
          description:
            'REST API of the Real Estate Network Token pre-sale. Every answer is an envelope ' +
            '{status, message, data}; failures add errors [{message, field?}].',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            accessCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'rent_access',
              description: 'Set by POST /auth/signin and renewed by POST /auth/refresh (browsers)',
            },
            bearerToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The accessToken of POST /auth/token (clients without cookies)',
            },
          },
        },
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
