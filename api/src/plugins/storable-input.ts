// Refuses, after validation and before any route runs, a request carrying a value the database
// cannot take (lib/storable-input.ts): a 400 naming the field, instead of a failed query's 500.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidFields } from '../lib/errors.js';
import { unstorableValue } from '../lib/storable-input.js';

export const storableInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const parts: [unknown, string][] = [
        [request.params, 'params'],
        [request.query, 'querystring'],
        [request.body, 'body'],
      ];
      for (const [value, label] of parts) {
        const problem = unstorableValue(value, label);
        if (problem) throw invalidFields([problem]);
      }
    });
  },
  { name: 'storable-input' },
);
