// What one HTTP request to the gateway may ask of api, whatever it holds (a batch, aliases, many
// root fields): a few calls at a time, the rest waiting their turn, and a bounded number in all.
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
  let started = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished call hands its place straight to the next waiting one, so none can jump the queue.
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(call) {
      if (started >= limits.total) {
        throw createGraphQLError(TOO_MANY_API_CALLS_MESSAGE, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      started += 1;
      if (running < limits.inFlight) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await call();
      } finally {
        release();
      }
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
