// What the gateway answers while api, or something behind it, is away, and once it is back.
import { setTimeout as sleep } from 'node:timers/promises';
import { Session, type GraphqlAnswer } from '@rent/test-kit/session';
import { SHARED_FIGURES_MS } from '../support/stack.js';

// Public figures that only api knows: answering them needs api and its database.
const SALE_FIGURES = '{ sale { symbol } rentSupply { totalSold } }';

/** The public sale figures, asked by a visitor. */
export function askSaleFigures(gatewayUrl: string): Promise<GraphqlAnswer> {
  return new Session(gatewayUrl).graphql(SALE_FIGURES);
}

/** The same, asked once no answer read before now can serve it: what an outage leaves visitors. */
export async function askSaleFiguresAfresh(gatewayUrl: string): Promise<GraphqlAnswer> {
  await sleep(SHARED_FIGURES_MS + 100);
  return askSaleFigures(gatewayUrl);
}

/** The code and message of each error, for comparing answers as a whole. */
export function errorsOf(answer: GraphqlAnswer): { code: unknown; message: string }[] {
  return (answer.errors ?? []).map((error) => ({
    code: error.extensions?.code,
    message: error.message,
  }));
}

/** The signed-in investor's balance as the product shows it. */
export async function tokenBalance(session: Session): Promise<string> {
  const answer = await session.graphql<{ me: { tokenBalance: string } | null }>(
    '{ me { tokenBalance } }',
  );
  const balance = answer.data?.me?.tokenBalance;
  if (balance === undefined) throw new Error(`no balance: ${JSON.stringify(answer)}`);
  return balance;
}

export interface ListedOrder {
  purchaseId: string;
  status: string;
}

const PAGE_SIZE = 100;
const ORDERS_PAGE = `query ($page: Int!, $limit: Int!) {
  orders(page: $page, limit: $limit) { totalCount orders { purchaseId status } }
}`;

/** Every order of the investor, as the transactions screen lists them page after page. */
export async function listedOrders(session: Session): Promise<ListedOrder[]> {
  const orders: ListedOrder[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await session.graphql<{ orders: { totalCount: number; orders: ListedOrder[] } }>(
      ORDERS_PAGE,
      { page, limit: PAGE_SIZE },
    );
    const listed = answer.data?.orders;
    if (!listed) throw new Error(`no orders: ${JSON.stringify(answer)}`);
    orders.push(...listed.orders);
    if (listed.orders.length === 0 || orders.length >= listed.totalCount) return orders;
  }
}

/** Each investor's balance as the product shows it, by user id. */
export async function shownBalances(
  investors: readonly { id: string; email: string }[],
  sessions: readonly Session[],
): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  for (const [index, investor] of investors.entries()) {
    const session = sessions[index];
    if (!session) throw new Error(`no session for ${investor.email}`);
    shown.set(investor.id, await tokenBalance(session));
  }
  return shown;
}
