// GET /order/:purchaseId/receipt.pdf (the PDF receipt of one of the investor's credited orders)
// and GET /order/export.csv (the investor's statement): files for the owner alone, never cached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SIGNED_IN_SECURITY, signedInUser } from '../../../plugins/signed-in.js';
import { contextOf } from '../../../plugins/context.js';
import { orderReceipt, orderStatement } from './statements.service.js';
import { ReceiptParams, ReceiptResponses, StatementResponses } from './statements.schemas.js';

function asAttachment(reply: FastifyReply, contentType: string, filename: string) {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
}

export const statementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/:purchaseId/receipt.pdf',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrderReceipt',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'The PDF receipt of one of the signed-in investor’s credited orders',
        description:
          'Order id, IST date of the credit, base, bonus and total tokens, the amount in INR (or ' +
          '"No payment (referral bonus)" and the referee’s first name), method, phase and bonus %, ' +
          'the investor’s name, e-mail and receiving wallet, the bank reference of a transfer, and ' +
          'the company that received the payment with its registered office. 404 for an order that is not the investor’s ' +
          'or does not exist; 409 for one of theirs that is not credited.',
        params: ReceiptParams,
        response: ReceiptResponses,
      },
    },
    async (request, reply) => {
      const receipt = await orderReceipt(
        { ...contextOf(app), operator: app.config.operator },
        signedInUser(request).id,
        request.params.purchaseId,
      );
      return asAttachment(reply, 'application/pdf', receipt.filename).send(
        Buffer.from(receipt.body),
      );
    },
  );

  // The router tries this fixed path before /order/:purchaseId.
  app.get(
    '/order/export.csv',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrderStatement',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'The signed-in investor’s statement: every order as CSV',
        response: StatementResponses,
      },
    },
    async (request, reply) => {
      const statement = await orderStatement(contextOf(app), signedInUser(request).id);
      return asAttachment(
        reply,
        'text/csv; charset=utf-8; header=present',
        statement.filename,
      ).send(statement.body);
    },
  );
};
