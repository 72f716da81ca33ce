// The server-to-server JSON APIs a merchant calls: initiate transaction and transaction status.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/replies.js';
import { readBodyText } from '../http/request-body.js';
import type { Route, RouteContext } from '../http/router.js';
import { initiateTransaction } from './initiate-transaction.js';
import { signedAnswer } from './json-api.js';
import { orderStatus } from './order-status.js';
import type { PaytmGateway } from './paytm-gateway.js';

/** Resolves after the delay; never, when the caller hangs up first. */
function delay(response: ServerResponse, delayMs: number): Promise<void> {
  if (delayMs === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, delayMs);
    // A caller that gives up must not leave a timer holding the process open.
    response.on('close', () => clearTimeout(timer));
  });
}

async function answerStatus(
  { request, response }: RouteContext,
  gateway: PaytmGateway,
): Promise<void> {
  const requestText = await readBodyText(request);
  // The order is read once the delay is over, as a slow Paytm would read it.
  await delay(response, gateway.switches().statusDelayMs);
  const { statusMode } = gateway.switches();
  if (statusMode === 'down') {
    request.socket.destroy();
    return;
  }
  if (statusMode === 'fail') {
    sendJson(response, 500, { error: 'Internal Server Error' });
    return;
  }
  const body = orderStatus(requestText, gateway.merchant, gateway.orderBook);
  sendJson(response, 200, await signedAnswer(body, gateway.merchant.key, gateway.now()));
}

export function paytmApiRoutes(gateway: PaytmGateway): Route[] {
  return [
    {
      method: 'POST',
      path: '/theia/api/v1/initiateTransaction',
      summary:
        '?mid=&orderId= with a signed {"body": {requestType, mid, websiteName, orderId, callbackUrl, txnAmount, userInfo}, "head": {signature}}: a txnToken valid 15 minutes.',
      handle: async ({ request, response, query }) => {
        gateway.countRequest('initiate');
        const requestText = await readBodyText(request);
        const body = initiateTransaction(requestText, query, {
          merchant: gateway.merchant,
          orders: gateway.orderBook,
          now: gateway.now(),
        });
        sendJson(response, 200, await signedAnswer(body, gateway.merchant.key, gateway.now()));
      },
    },
    {
      method: 'POST',
      path: '/v3/order/status',
      summary:
        'A signed {"body": {mid, orderId}, "head": {signature}}: TXN_SUCCESS, TXN_FAILURE or PENDING, with the transaction.',
      handle: (context) => {
        gateway.countRequest('status');
        return answerStatus(context, gateway);
      },
    },
  ];
}
