// Submitting identity verification and reading its status. A submission is checked whole before
// anything is kept; then, in one transaction, its documents are moved into storage and its rows
// written. If anything fails after a document was stored, the stored documents are removed again,
// so a refused submission leaves no file and no row.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { KycApplicationRow } from './kyc-applications.table.js';
import type { KycDocumentRow, NewKycDocumentRow } from './kyc-documents.table.js';
import { findUserById, updateUser, type UserRow } from '../users/index.js';
import { conflict, forbidden, invalidFields, unauthorized } from '../../lib/errors.js';
import { recordOwnChange } from '../audit/index.js';
import { enqueueMail, kycSubmittedMail } from '../mail/index.js';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from '../auth/index.js';
import type { DocumentMediaType, DocumentStorage } from '../documents/index.js';
import { checkKycFields, type KycForm } from './kyc-rules.js';
import { DOCUMENTS_FIELD, type ReceivedDocument, type ReceivedUpload } from './kyc-upload.js';
import { KYC_MESSAGES } from './kyc.messages.js';
import {
  documentsOf,
  insertApplication,
  insertDocuments,
  latestApplicationOf,
  lockUser,
} from './kyc.repository.js';
import type { KycStatusData } from './kyc.schemas.js';
import { assignWallet, replacesWallet, withWalletConflicts } from './wallet.service.js';
import { heldApplicationOf, withdrawApplication } from './kyc-holds.js';
import type { RequestContext } from '../../plugins/context.js';
import type { ExchangeWallets } from './exchange-wallets.js';

type KycContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'> & {
  storage: DocumentStorage;
  exchangeWallets: ExchangeWallets;
  /** The session family submitting, recorded with the application (decision 0116). */
  familyId?: string;
};

/** The investor's status, wallet and latest submission (with its documents' names, not content). */
export async function kycStatusOf(db: Kysely<Database>, userId: string): Promise<KycStatusData> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  const application = await latestApplicationOf(db, userId);
  const documents = application ? await documentsOf(db, application.id) : [];
  return {
    status: user.kyc_status,
    walletAddress: user.wallet_address_display,
    aadhar: {
      rejectionReason:
        user.kyc_status === 'REJECTED' ? (application?.rejection_reason ?? null) : null,
    },
    submission: application ? submissionOf(application, documents) : null,
  };
}

function submissionOf(
  application: KycApplicationRow,
  documents: KycDocumentRow[],
): NonNullable<KycStatusData['submission']> {
  return {
    firstName: application.first_name,
    lastName: application.last_name,
    email: application.email,
    phone: application.phone,
    dob: application.dob,
    street1: application.street1,
    street2: application.street2,
    city: application.city,
    state: application.state,
    postalCode: application.postal_code,
    submittedAt: application.submitted_at.toISOString(),
    documents: documents.map((document) => ({
      id: document.id,
      name: document.original_name,
      mediaType: document.media_type,
      sizeBytes: document.size_bytes,
    })),
  };
}

/** Refuses early (before the upload is read) an investor who may not submit now. */
export async function refuseUnlessSubmittable(db: Kysely<Database>, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  refuseInState(user, (await heldApplicationOf(db, userId)) !== undefined);
}

export async function submitKyc(
  context: KycContext,
  userId: string,
  upload: ReceivedUpload,
): Promise<KycStatusData> {
  const { form, problems } = checkKycFields(
    upload.fields,
    context.now,
    context.exchangeWallets.has,
  );
  if (upload.documents.length === 0) {
    problems.push({ field: DOCUMENTS_FIELD, message: KYC_MESSAGES.documentRequired });
  }
  problems.push(...upload.problems);
  if (!form || problems.length > 0) throw invalidFields(problems);

  const storedKeys: string[] = [];
  try {
    await withWalletConflicts(() =>
      context.db.transaction().execute(async (trx) => {
        const locked = await lockUser(trx, userId);
        if (!locked) throw unauthorized(AUTH_MESSAGES.signInRequired);
        // An application on hold does not stand in the owner's way: hers takes its place.
        const held = await heldApplicationOf(trx, userId);
        const user = held ? await withdrawApplication(trx, locked, held, context.now) : locked;
        refuseInState(user);
        if (form.wallet && replacesWallet(user, form.wallet)) {
          // Replacing a registered wallet takes the password, which only the profile asks for.
          throw invalidFields([
            { field: 'walletAddress', message: KYC_MESSAGES.walletChangeFromProfile },
          ]);
        }
        if (form.wallet) {
          await assignWallet(trx, user, form.wallet, context.now, context.familyId);
        }
        const application = await insertApplication(trx, applicationRow(user.id, form, context));
        const documents: NewKycDocumentRow[] = [];
        for (const [position, document] of upload.documents.entries()) {
          const key = await context.storage.store(document);
          storedKeys.push(key);
          documents.push(documentRow(application, { ...document, position, key }, context.now));
        }
        await insertDocuments(trx, documents);
        await updateUser(trx, user.id, { kyc_status: 'SUBMITTED', updated_at: context.now });
        await recordOwnChange(
          trx,
          user.id,
          {
            action: 'kyc.submit',
            before: { kycStatus: user.kyc_status },
            after: { kycStatus: 'SUBMITTED', applicationId: application.id },
          },
          context.now,
        );
        await enqueueMail(trx, kycSubmittedMail(user, `${context.publicUrl}/kyc`), context.now);
      }),
    );
  } catch (error) {
    await removeStored(context.storage, storedKeys);
    throw error;
  }
  return kycStatusOf(context.db, userId);
}

function refuseInState(user: UserRow, applicationOnHold = false) {
  if (user.email_verified_at === null) {
    throw forbidden(KYC_MESSAGES.emailNotVerified, [
      {
        field: 'email',
        message: KYC_MESSAGES.emailNotVerified,
        reason: EMAIL_NOT_VERIFIED_REASON,
      },
    ]);
  }
  if ((user.kyc_status === 'SUBMITTED' || user.kyc_status === 'IN_REVIEW') && !applicationOnHold) {
    throw conflict(KYC_MESSAGES.alreadyUnderReview);
  }
  if (user.kyc_status === 'VERIFIED') throw conflict(KYC_MESSAGES.alreadyVerified);
}

function applicationRow(userId: string, form: KycForm, { now, familyId }: KycContext) {
  return {
    user_id: userId,
    family_id: familyId ?? null,
    status: 'SUBMITTED' as const,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    dob: form.dob,
    street1: form.street1,
    street2: form.street2,
    city: form.city,
    state: form.state,
    postal_code: form.postalCode,
    terms_accepted_at: now,
    privacy_accepted_at: now,
    submitted_at: now,
  };
}

function documentRow(
  application: KycApplicationRow,
  document: ReceivedDocument & { position: number; key: string },
  now: Date,
): NewKycDocumentRow {
  return {
    application_id: application.id,
    position: document.position,
    storage_key: document.key,
    original_name: document.originalName,
    media_type: acceptedType(document),
    size_bytes: document.sizeBytes,
    sha256: document.sha256,
    created_at: now,
  };
}

// Only checked, non-empty documents reach this point; an empty one was refused with the fields.
function acceptedType(document: ReceivedDocument): DocumentMediaType {
  if (!document.mediaType) throw new Error('a document without a checked media type');
  return document.mediaType;
}

async function removeStored(storage: DocumentStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
