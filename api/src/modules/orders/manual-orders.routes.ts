// POST /order/manual: a manual bank transfer with its proof of payment. Multipart parsing is
// registered for this route alone (as for the KYC submission); the proof goes to the private
// document storage and is never served.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdEnvelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../auth/authenticate.plugin.js';
import type { DocumentStorage } from '../kyc/document-storage.js';
import { PROOF_MULTIPART_LIMITS, receiveManualOrder } from './manual-order-upload.js';
import { ManualOrderForm } from './manual-orders.schemas.js';
import {
  refuseUnlessBuyer,
  submitManualOrder,
  type ManualOrderContext,
} from './manual-orders.service.js';
import type { OrdersContext } from './orders.context.js';
import { ORDER_MESSAGES } from './orders.messages.js';
import { OrderView } from './orders.view.js';

export interface ManualOrdersRoutesOptions {
  context: () => OrdersContext;
  storage: DocumentStorage;
}

export const manualOrdersRoutes: FastifyPluginAsyncTypebox<ManualOrdersRoutesOptions> = async (
  app,
  { context, storage },
) => {
  await storage.prepare();
  await app.register(multipart, { limits: PROOF_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/order/manual',
    {
      preHandler: app.authenticate,
      // The form is read and checked by the service (messages of SPEC.md §5); the schema only
      // documents it.
      validatorCompiler: () => () => true,
      schema: {
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary:
          'Submits a manual bank transfer with its proof; pending until the team verifies it',
        consumes: ['multipart/form-data'],
        body: ManualOrderForm,
        response: createdEnvelopeResponses(OrderView),
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { db, now, sale } = context();
      const manual: ManualOrderContext = { db, now, sale, storage };
      // Nobody who may not buy gets to send a file.
      await refuseUnlessBuyer(manual, userId);
      const upload = await receiveManualOrder(request, storage.incomingDir);
      try {
        const order = await submitManualOrder(manual, userId, upload);
        return await reply.code(201).send(ok(order, ORDER_MESSAGES.manualSubmitted));
      } finally {
        await upload.discard();
      }
    },
  );
};
