// Switches and shortcuts for tests: force outcomes, break the status API, pay or settle orders.
import { sendJson } from '../http/replies.js';
import { readJsonBody } from '../http/request-body.js';
import type { Route } from '../http/router.js';
import type { PaytmGateway } from './paytm-gateway.js';
import { parsePaytmSwitchChange, parseTxnStatus } from './paytm-switches.js';
import { txnStatuses } from './transactions.js';

export function paytmControlRoutes(gateway: PaytmGateway): Route[] {
  return [
    {
      method: 'GET',
      path: '/__control/paytm',
      summary: 'The switches, the merchant, and the counts of orders and API calls.',
      handle: ({ response }) => sendJson(response, 200, gateway.status()),
    },
    {
      method: 'POST',
      path: '/__control/paytm',
      summary:
        '{"outcome"?: "success"|"failure"|"pending"|null, "statusDelayMs"?: 0, "statusMode"?: "normal"|"fail"|"down"}; switches left out keep their value.',
      handle: async ({ request, response }) => {
        const change = parsePaytmSwitchChange(await readJsonBody(request));
        sendJson(response, 200, gateway.set(change));
      },
    },
    {
      method: 'GET',
      path: '/__control/paytm/orders',
      summary: 'Every order, oldest first, with its token and what became of its payment.',
      handle: ({ response }) => sendJson(response, 200, { orders: gateway.orders() }),
    },
    {
      method: 'POST',
      path: '/__control/paytm/orders/:orderId/pay',
      summary:
        '{"status": "TXN_SUCCESS"|"TXN_FAILURE"|"PENDING"}: pays without the page and answers the signed callback fields it would have posted.',
      handle: async ({ request, response, params }) => {
        const status = parseTxnStatus(await readJsonBody(request), txnStatuses);
        sendJson(response, 200, await gateway.pay(params.orderId ?? '', status));
      },
    },
    {
      method: 'POST',
      path: '/__control/paytm/orders/:orderId/settle',
      summary:
        '{"status": "TXN_SUCCESS"|"TXN_FAILURE"}: a pending or unpaid order gets its final status, as the bank confirming later.',
      handle: async ({ request, response, params }) => {
        const status = parseTxnStatus(await readJsonBody(request), ['TXN_SUCCESS', 'TXN_FAILURE']);
        sendJson(response, 200, gateway.settle(params.orderId ?? '', status));
      },
    },
  ];
}
