// /order: online payments through Paytm. The payment callback carries no session (Paytm's
// cross-site POST), so it is open and trusts only the checksum and Paytm's status API.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../../plugins/signed-in.js';
import { createOnlineOrder } from './online-orders.service.js';
import { cancelOnlineOrder, resumeOnlineOrder } from './unpaid-orders.service.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import {
  CancelOrderData,
  CreateOrderBody,
  UnpaidOrderParams,
  PaymentCallbackBody,
  PaymentInitData,
  PaymentOutcomeData,
} from './online-orders.schemas.js';
import { verifyPaymentCallback } from '../paytm/payment-callback.service.js';
import type { PaytmClient } from '../paytm/paytm-client.js';
import { contextOf } from '../../../plugins/context.js';

export interface OrdersRoutesOptions {
  paytm: PaytmClient;
  log: FastifyBaseLogger;
}

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (
  app,
  { paytm, log },
) => {
  const context = () => ({ ...contextOf(app), paytm, log, mail: app.mail });
  app.post(
    '/order/create-order',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'createOnlineOrder',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'Starts an online payment through Paytm for whole RENT tokens',
        body: CreateOrderBody,
        response: createdEnvelopeResponses(PaymentInitData),
      },
    },
    async (request, reply) => {
      const init = await createOnlineOrder(
        context(),
        signedInUser(request).account,
        request.body.amount,
      );
      return reply.code(201).send(ok(init, ORDER_MESSAGES.paymentInitiated));
    },
  );

  app.post(
    '/order/verify-payment',
    {
      schema: {
        operationId: 'verifyPayment',
        tags: ['orders'],
        summary: 'Verifies the form Paytm posted back and settles its order exactly once',
        body: PaymentCallbackBody,
        response: envelopeResponses(PaymentOutcomeData),
      },
    },
    async (request) => {
      // The settlement sends its own mail as it commits.
      const outcome = await verifyPaymentCallback(context(), request.body);
      return ok(outcome, ORDER_MESSAGES.paymentVerified);
    },
  );

  /** The options of a route where a signed-in investor acts on one of their own unpaid orders. */
  const unpaidOrderOptions = <Data extends TSchema>(
    operationId: string,
    summary: string,
    data: Data,
  ) => ({
    preHandler: app.authenticate,
    schema: {
      operationId,
      security: SIGNED_IN_SECURITY,
      tags: ['orders'],
      summary,
      params: UnpaidOrderParams,
      response: envelopeResponses(data),
    },
  });

  /**
   * Runs such an action for the investor who asks. Its only mail is a settlement's, which the
   * settlement sends itself as it commits (decision 0159).
   */
  const actOnUnpaidOrder = async <Result>(
    request: FastifyRequest & { params: Static<typeof UnpaidOrderParams> },
    act: (
      orders: ReturnType<typeof context>,
      userId: string,
      purchaseId: string,
    ) => Promise<Result>,
  ) => act(context(), signedInUser(request).id, request.params.purchaseId);

  app.post(
    '/order/:purchaseId/pay-again',
    unpaidOrderOptions(
      'resumeOnlineOrder',
      'Pays one of the signed-in investor’s unpaid online orders again, under a fresh Paytm order id',
      PaymentInitData,
    ),
    async (request) => {
      const init = await actOnUnpaidOrder(request, resumeOnlineOrder);
      return ok(init, ORDER_MESSAGES.paymentResumed);
    },
  );

  app.post(
    '/order/:purchaseId/cancel',
    unpaidOrderOptions(
      'cancelOnlineOrder',
      'Cancels one of the signed-in investor’s unpaid online orders, unless Paytm has its payment',
      CancelOrderData,
    ),
    async (request) => {
      const result = await actOnUnpaidOrder(request, cancelOnlineOrder);
      return ok(
        result,
        result.outcome === 'cancelled'
          ? ORDER_MESSAGES.orderCancelledMessage
          : ORDER_MESSAGES.cancelPaidInstead,
      );
    },
  );
};
