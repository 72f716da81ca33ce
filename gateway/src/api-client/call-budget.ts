// What one HTTP request to the gateway may ask of api, whatever it holds (a batch, aliases, many
// root fields): a few calls at a time, the rest waiting their turn, and a bounded number in all.
import { createTurnQueue } from '@rent/server-kit';
import { createGraphQLError } from 'graphql-yoga';

export const API_CALLS_PER_REQUEST = {
  /** The dashboard's request (its query and the session check) makes 6 calls at once. */
  inFlight: 6,
  total: 20,
} as const;

export const TOO_MANY_API_CALLS_MESSAGE = `This request asks for too much at once: at most ${API_CALLS_PER_REQUEST.total} reads or changes per request. Send fewer operations or fields.`;

export interface CallBudget {
  /** Runs `call` when a place is free; refuses it once the request has made all its calls. */
  run<T>(call: () => Promise<T>): Promise<T>;
}

export function createCallBudget(limits: { inFlight: number; total: number }): CallBudget {
  const turns = createTurnQueue(limits.inFlight);
  let started = 0;
  return {
    async run(call) {
      if (started >= limits.total) {
        throw createGraphQLError(TOO_MANY_API_CALLS_MESSAGE, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      started += 1;
      return turns.run(call);
    },
  };
}

/** One budget per HTTP request, shared by every operation of a batch. */
export function callBudgets(limits: { inFlight: number; total: number } = API_CALLS_PER_REQUEST) {
  const budgets = new WeakMap<Request, CallBudget>();
  return (request: Request): CallBudget => {
    let budget = budgets.get(request);
    if (!budget) {
      budget = createCallBudget(limits);
      budgets.set(request, budget);
    }
    return budget;
  };
}
