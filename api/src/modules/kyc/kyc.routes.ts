// /kyc: the investor's identity verification and receiving wallet. Multipart parsing is registered
// for the submission route alone; every other route takes JSON only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../lib/envelope.js';
import { forbidden } from '../../lib/errors.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../plugins/signed-in.js';
import { createDocumentStorage, type DocumentStorage } from '../documents/index.js';
import { loadExchangeWallets } from './exchange-wallets.js';
import { MULTIPART_LIMITS, receiveKycUpload } from './kyc-upload.js';
import { KYC_MESSAGES } from './kyc.messages.js';
import {
  KycStatusData,
  KycStatusQuery,
  KycSubmissionForm,
  WalletBody,
  WalletData,
} from './kyc.schemas.js';
import { kycStatusOf, refuseUnlessSubmittable, submitKyc } from './kyc.service.js';
import { changeWallet } from './wallet.service.js';
import { contextOf } from '../../plugins/context.js';

export interface KycRoutesOptions {
  /** Replaces the storage built from the configuration (tests of other drivers). */
  storage?: DocumentStorage;
}

export const kycRoutes: FastifyPluginAsyncTypebox<KycRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? createDocumentStorage(app.config.storage);
  await storage.prepare();
  const exchangeWallets = loadExchangeWallets();
  const context = () => ({ ...contextOf(app), storage, exchangeWallets });

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    uploads.post(
      '/kyc/submit',
      {
        preHandler: app.authenticate,
        // The form is read and checked by the service (messages of SPEC.md §5); the schema only
        // documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'submitKyc',
          security: SIGNED_IN_SECURITY,
          tags: ['kyc'],
          summary: 'Submits identity verification with 1 to 4 Aadhar documents',
          consumes: ['multipart/form-data'],
          body: KycSubmissionForm,
          response: createdEnvelopeResponses(KycStatusData),
        },
      },
      async (request, reply) => {
        const { id: userId, familyId } = signedInUser(request);
        await refuseUnlessSubmittable(app.db, userId);
        const upload = await receiveKycUpload(request, storage.incomingDir);
        try {
          const status = await submitKyc({ ...context(), familyId }, userId, upload);
          app.mail.wake();
          return await reply.code(201).send(ok(status, KYC_MESSAGES.submitted));
        } finally {
          await upload.discard();
        }
      },
    );
  });

  app.get(
    '/kyc/status',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getKycStatus',
        security: SIGNED_IN_SECURITY,
        tags: ['kyc'],
        summary: 'The signed-in investor’s KYC status, wallet and latest submission',
        querystring: KycStatusQuery,
        response: envelopeResponses(KycStatusData),
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const asked = request.query.userId;
      if (asked !== undefined && asked.trim().toLowerCase() !== userId) {
        throw forbidden(KYC_MESSAGES.ownStatusOnly, [
          { field: 'userId', message: KYC_MESSAGES.ownStatusOnly },
        ]);
      }
      return ok(await kycStatusOf(app.db, userId), KYC_MESSAGES.status);
    },
  );

  app.patch(
    '/kyc/wallet',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'updateWallet',
        security: SIGNED_IN_SECURITY,
        tags: ['kyc'],
        summary:
          'Adds the BEP20 wallet that receives the investor’s tokens, or changes it with the ' +
          'current password (limited like the password change; the investor is mailed)',
        body: WalletBody,
        response: envelopeResponses(WalletData),
      },
    },
    async (request) => {
      const walletContext = {
        ...context(),
        passwordChecks: app.passwordChecks,
        clientIp: request.ip,
        familyId: signedInUser(request).familyId,
      };
      const change = await changeWallet(walletContext, signedInUser(request).id, request.body);
      return ok(
        { walletAddress: change.walletAddress },
        change.hadWallet ? KYC_MESSAGES.walletUpdated : KYC_MESSAGES.walletAdded,
      );
    },
  );
};
