import { describe, expect, it } from 'vitest';
import { callBudgets, createCallBudget, TOO_MANY_API_CALLS_MESSAGE } from './call-budget.js';

function heldCalls() {
  const open: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const call = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      open.push(() => {
        running -= 1;
        resolve('answered');
      });
    });
  return { call, open, most: () => most, finishAll: () => open.splice(0).forEach((end) => end()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the api calls of one request', () => {
  it('run a few at a time, the others waiting their turn in order', async () => {
    const budget = createCallBudget({ inFlight: 2, total: 10 });
    const calls = heldCalls();
    const order: number[] = [];
    const answers = [1, 2, 3, 4, 5].map((index) =>
      budget.run(async () => {
        order.push(index);
        return calls.call();
      }),
    );
    await settle();
    expect(order).toEqual([1, 2]);
    while (calls.open.length > 0) {
      calls.finishAll();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual(Array(5).fill('answered'));
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(calls.most()).toBe(2);
  });

  it('are refused past the total with BAD_USER_INPUT, without calling api', async () => {
    const budget = createCallBudget({ inFlight: 5, total: 3 });
    let made = 0;
    const call = () => Promise.resolve((made += 1));
    await Promise.all([budget.run(call), budget.run(call), budget.run(call)]);
    await expect(budget.run(call)).rejects.toMatchObject({
      message: TOO_MANY_API_CALLS_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(made).toBe(3);
  });

  it('free their place when a call fails', async () => {
    const budget = createCallBudget({ inFlight: 1, total: 5 });
    await expect(budget.run(() => Promise.reject(new Error('api down')))).rejects.toThrow();
    await expect(budget.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('are counted per HTTP request, shared by the operations of a batch', () => {
    const budgetOf = callBudgets();
    const first = new Request('http://gateway/graphql');
    const second = new Request('http://gateway/graphql');
    expect(budgetOf(first)).toBe(budgetOf(first));
    expect(budgetOf(first)).not.toBe(budgetOf(second));
  });
});
