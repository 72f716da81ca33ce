// /order: online payments through Paytm. The payment callback carries no session (Paytm's
// cross-site POST), so it is open and trusts only the checksum and Paytm's status API.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../auth/authenticate.plugin.js';
import { createOnlineOrder } from './online-orders.service.js';
import type { OrdersContext } from './orders.context.js';
import { ORDER_MESSAGES } from './orders.messages.js';
import {
  CreateOrderBody,
  PaymentCallbackBody,
  PaymentInitData,
  PaymentOutcomeData,
} from './orders.schemas.js';
import { verifyPaymentCallback } from './payment-callback.service.js';

export interface OrdersRoutesOptions {
  context: () => OrdersContext;
}

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (
  app,
  { context },
) => {
  app.post(
    '/order/create-order',
    {
      preHandler: app.authenticate,
      schema: {
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
        signedInUser(request).id,
        request.body.amount,
      );
      return reply.code(201).send(ok(init, ORDER_MESSAGES.paymentInitiated));
    },
  );

  app.post(
    '/order/verify-payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Verifies the form Paytm posted back and settles its order exactly once',
        body: PaymentCallbackBody,
        response: envelopeResponses(PaymentOutcomeData),
      },
    },
    async (request) =>
      ok(await verifyPaymentCallback(context(), request.body), ORDER_MESSAGES.paymentVerified),
  );
};
