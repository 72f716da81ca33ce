// The team's side of KYC (used by the admin CLI): the review queue, one investor's file, and the
// moves SUBMITTED → IN_REVIEW → VERIFIED | REJECTED. Each move locks the investor, checks the move
// is allowed from the current status, updates the investor and the latest application, writes an
// audit row and, for a decision, queues the investor's e-mail, all in one transaction. An approval
// also credits the referral bonuses held while the investor was not verified (decision 0108).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { KycApplicationStatus } from './kyc-applications.table.js';
import {
  findUserByEmail,
  findUserById,
  type KycStatus,
  updateUser,
  type UserRow,
} from '../users/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { operatorText, type OperatorTextRule } from '../../lib/operator-text.js';
import { auditTrailOf, recordAudit } from '../audit/index.js';
import { normaliseEmail } from '../auth/index.js';
import { enqueueMail, kycApprovedMail, kycRejectedMail, type OutgoingMail } from '../mail/index.js';
import { type DocumentStorage, readForReview } from '../documents/index.js';
import {
  applicationsOf,
  documentsOf,
  findDocument,
  latestApplicationOf,
  lockUser,
  updateApplicationOutcome,
} from './kyc.repository.js';
import { creditHeldReferralBonuses } from '../orders/index.js';
import { heldApplicationRefusal } from './kyc-holds.js';
import type { RequestContext } from '../../plugins/context.js';

type ReviewContext = Pick<RequestContext, 'db' | 'now' | 'actor' | 'publicUrl'>;
type DecisionContext = ReviewContext & Pick<RequestContext, 'sale'>;

export type KycDecision = 'review' | 'approve' | 'reject';

interface Move {
  from: readonly KycStatus[];
  to: KycApplicationStatus;
  mail?: (user: UserRow, reason: string, publicUrl: string) => OutgoingMail;
}

const MOVES: Record<KycDecision, Move> = {
  review: { from: ['SUBMITTED'], to: 'IN_REVIEW' },
  approve: {
    from: ['SUBMITTED', 'IN_REVIEW'],
    to: 'VERIFIED',
    mail: (user, _reason, publicUrl) => kycApprovedMail(user, `${publicUrl}/buy-token`),
  },
  reject: {
    from: ['SUBMITTED', 'IN_REVIEW'],
    to: 'REJECTED',
    mail: (user, reason, publicUrl) => kycRejectedMail(user, reason, `${publicUrl}/kyc`),
  },
};

const MAX_REASON_LENGTH = 500;
const REASON: OperatorTextRule = {
  missing: 'A rejection needs a reason (--reason "…")',
  maxLength: MAX_REASON_LENGTH,
  tooLong: `The reason must be at most ${MAX_REASON_LENGTH} characters`,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The investor named by an e-mail address or a user id. */
export async function findInvestor(db: Kysely<Database>, emailOrId: string): Promise<UserRow> {
  const wanted = emailOrId.trim();
  const user = UUID.test(wanted)
    ? await findUserById(db, wanted.toLowerCase())
    : await findUserByEmail(db, normaliseEmail(wanted));
  if (!user) throw notFound(`No investor with the e-mail address or id "${wanted}"`);
  return user;
}

export interface DecisionResult {
  user: UserRow;
  from: KycStatus;
  to: KycApplicationStatus;
  applicationId: string;
  mailQueued: boolean;
  /** Held referral bonuses the approval credited, and those it could no longer fit. */
  referralBonuses: { credited: number; lost: number };
}

export async function decideKyc(
  context: DecisionContext,
  emailOrId: string,
  decision: KycDecision,
  reasonInput = '',
): Promise<DecisionResult> {
  const move = MOVES[decision];
  const reason = decision === 'reject' ? operatorText(reasonInput, REASON) : '';
  const investor = await findInvestor(context.db, emailOrId);
  return context.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, investor.id);
    const application = user && (await latestApplicationOf(trx, user.id));
    if (!user || !application || !move.from.includes(user.kyc_status)) {
      const from = user?.kyc_status ?? investor.kyc_status;
      throw conflict(
        `Cannot ${decision} the KYC of ${investor.email}: it is ${from}; ` +
          `${decision} needs ${move.from.join(' or ')}`,
      );
    }
    if (application.held_at) {
      throw conflict(heldApplicationRefusal(investor.email, decision, application.held_at));
    }
    const { now } = context;
    await updateUser(trx, user.id, { kyc_status: move.to, updated_at: now });
    await updateApplicationOutcome(trx, application.id, {
      status: move.to,
      reviewedAt: move.to === 'IN_REVIEW' ? null : now,
      rejectionReason: move.to === 'REJECTED' ? reason : null,
    });
    await recordAudit(
      trx,
      {
        actor: context.actor,
        action: `kyc.${decision}`,
        subject: { type: 'user', id: user.id },
        before: { kycStatus: user.kyc_status },
        after: {
          kycStatus: move.to,
          applicationId: application.id,
          ...(reason && { reason }),
        },
      },
      now,
    );
    if (move.mail) await enqueueMail(trx, move.mail(user, reason, context.publicUrl), now);
    const bonuses =
      move.to === 'VERIFIED' && user.email_verified_at !== null
        ? await creditHeldReferralBonuses(trx, context, user.id)
        : { credited: [], lost: [] };
    return {
      user,
      from: user.kyc_status,
      to: move.to,
      applicationId: application.id,
      mailQueued: move.mail !== undefined,
      referralBonuses: { credited: bonuses.credited.length, lost: bonuses.lost.length },
    };
  });
}

/** Everything the team needs to review one investor: account, applications, documents, history. */
export async function kycFileOf(db: Kysely<Database>, emailOrId: string) {
  const user = await findInvestor(db, emailOrId);
  const applications = await applicationsOf(db, user.id);
  const latest = applications[0];
  return {
    user,
    latest,
    documents: latest ? await documentsOf(db, latest.id) : [],
    applications,
    audit: await auditTrailOf(db, { type: 'user', id: user.id }),
  };
}

/**
 * A document's content for a reviewer, checked against the SHA-256 recorded when it was received;
 * every read is audited.
 */
export async function readKycDocument(
  context: ReviewContext,
  storage: DocumentStorage,
  documentId: string,
) {
  const document = UUID.test(documentId.trim())
    ? await findDocument(context.db, documentId.trim().toLowerCase())
    : undefined;
  if (!document) throw notFound(`No KYC document with the id "${documentId}"`);
  const content = await readForReview(
    context,
    storage,
    {
      key: document.storage_key,
      sha256: document.sha256,
      description: `The stored content of document ${document.id}`,
    },
    {
      action: 'kyc.document.read',
      subject: { type: 'user', id: document.user_id },
      after: { documentId: document.id },
    },
  );
  return { document, content };
}
