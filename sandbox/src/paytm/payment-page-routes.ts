// The payment page a browser is sent to with a txnToken, and the buttons that decide the payment.
import type { ServerResponse } from 'node:http';
import { HttpError } from '../http/replies.js';
import { readFormBody } from '../http/request-body.js';
import type { Route } from '../http/router.js';
import {
  callbackPage,
  checkoutErrorPage,
  paymentPage,
  sendCheckoutPage,
  type CheckoutDocument,
} from './checkout-pages.js';
import type { PaytmOrder } from './order-book.js';
import type { PaytmGateway } from './paytm-gateway.js';
import { outcomeStatus, paytmOutcomes, type PaytmOutcome } from './paytm-switches.js';

class PageRefusal extends Error {
  constructor(readonly page: CheckoutDocument) {
    super(page.title);
  }
}

function refuse(title: string, message: string): PageRefusal {
  return new PageRefusal(checkoutErrorPage(title, message));
}

/** The order a posted `mid`, `orderId` and `txnToken` may pay, or why not. */
function orderToPay(
  form: URLSearchParams,
  query: URLSearchParams,
  gateway: PaytmGateway,
): PaytmOrder {
  const [mid, orderId, txnToken] = ['mid', 'orderId', 'txnToken'].map((name) => form.get(name));
  if (!mid || !orderId || !txnToken) {
    throw refuse('Incomplete payment request', 'The form must post mid, orderId and txnToken.');
  }
  const queryMid = query.get('mid');
  const queryOrderId = query.get('orderId');
  if (
    (queryMid !== null && queryMid !== mid) ||
    (queryOrderId !== null && queryOrderId !== orderId)
  ) {
    throw refuse(
      'Mismatched payment request',
      'The mid and orderId of the address and the form differ.',
    );
  }
  const order = gateway.orderBook.find(orderId);
  if (order === undefined || order.mid !== mid || order.txnToken !== txnToken) {
    throw refuse('Invalid transaction token', `This token does not belong to order ${orderId}.`);
  }
  if (gateway.now().getTime() >= Date.parse(order.tokenExpiresAt)) {
    throw refuse(
      'Session expired',
      `The transaction token of order ${orderId} expired at ${order.tokenExpiresAt}; tokens live 15 minutes.`,
    );
  }
  if (order.status !== 'INITIATED') {
    throw refuse(
      'Order already processed',
      `Order ${orderId} already has a payment: ${order.status}.`,
    );
  }
  return order;
}

async function decide(
  response: ServerResponse,
  gateway: PaytmGateway,
  order: PaytmOrder,
  outcome: PaytmOutcome,
): Promise<void> {
  try {
    const { fields } = await gateway.completePayment(order.orderId, outcomeStatus[outcome]);
    sendCheckoutPage(response, 200, callbackPage(fields, order.callbackUrl));
  } catch (error) {
    // Two presses racing: the second finds the order paid.
    if (!(error instanceof HttpError)) throw error;
    throw refuse('Order already processed', error.message);
  }
}

function outcomeFrom(form: URLSearchParams): PaytmOutcome {
  const outcome = paytmOutcomes.find((candidate) => candidate === form.get('outcome'));
  if (outcome === undefined) {
    throw refuse('Unknown choice', `outcome must be one of ${paytmOutcomes.join(', ')}.`);
  }
  return outcome;
}

function pageRoute(route: Route): Route {
  return {
    ...route,
    handle: async (context) => {
      try {
        await route.handle(context);
      } catch (error) {
        if (!(error instanceof PageRefusal)) throw error;
        sendCheckoutPage(context.response, 400, error.page);
      }
    },
  };
}

export function paymentPageRoutes(gateway: PaytmGateway): Route[] {
  const routes: Route[] = [
    {
      method: 'POST',
      path: '/theia/api/v1/showPaymentPage',
      summary:
        '?mid=&orderId= with the form fields mid, orderId, txnToken: the payment page (Pay, Fail, Leave pending), or straight back to the merchant when an outcome is forced.',
      handle: async ({ request, response, query }) => {
        const order = orderToPay(await readFormBody(request), query, gateway);
        const forced = gateway.switches().outcome;
        if (forced === null)
          sendCheckoutPage(response, 200, paymentPage(order, gateway.merchant.website));
        else await decide(response, gateway, order, forced);
      },
    },
    {
      method: 'POST',
      path: '/theia/processTransaction',
      summary:
        "The payment page's buttons: records the outcome and posts the signed callback form to the order's callbackUrl.",
      handle: async ({ request, response, query }) => {
        const form = await readFormBody(request);
        const order = orderToPay(form, query, gateway);
        await decide(response, gateway, order, outcomeFrom(form));
      },
    },
  ];
  return routes.map(pageRoute);
}
