// POST /order/manual/reference: the reference to write in a bank transfer's remarks (decision 0088).
// POST /order/manual: a manual bank transfer with its proof of payment. Multipart parsing is
// registered for this route alone (as for the KYC submission); the proof goes to the private
// document storage and is never served.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../../plugins/signed-in.js';
import type { DocumentStorage } from '../../documents/index.js';
import { PROOF_MULTIPART_LIMITS, receiveManualOrder } from './manual-order-upload.js';
import { openBankReference } from './bank-references.repository.js';
import { BankReferenceData, ManualOrderForm } from './manual-orders.schemas.js';
import { refuseUnlessBuyer, submitManualOrder } from './manual-orders.service.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { OrderView } from '../orders.view.js';
import { contextOf } from '../../../plugins/context.js';

export interface ManualOrdersRoutesOptions {
  storage: DocumentStorage;
}

export const manualOrdersRoutes: FastifyPluginAsyncTypebox<ManualOrdersRoutesOptions> = async (
  app,
  { storage },
) => {
  await storage.prepare();
  await app.register(multipart, { limits: PROOF_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/order/manual/reference',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'openBankReference',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary:
          'The reference for the investor’s next bank transfer: the same until a manual order takes it',
        response: envelopeResponses(BankReferenceData),
      },
    },
    async (request) => {
      const reference = await openBankReference(contextOf(app).db, signedInUser(request).id);
      return ok({ reference }, ORDER_MESSAGES.bankReference);
    },
  );

  app.post(
    '/order/manual',
    {
      preHandler: app.authenticate,
      // The form is read and checked by the service (messages of SPEC.md §5); the schema only
      // documents it.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'submitManualOrder',
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
      const { id: userId, account } = signedInUser(request);
      const manual = { ...contextOf(app), storage };
      // Nobody who may not buy gets to send a file.
      refuseUnlessBuyer(manual, account);
      const upload = await receiveManualOrder(request, storage.incomingDir);
      try {
        const order = await submitManualOrder(manual, userId, upload);
        app.mail.wake();
        return await reply.code(201).send(ok(order, ORDER_MESSAGES.manualSubmitted));
      } finally {
        await upload.discard();
      }
    },
  );
};
