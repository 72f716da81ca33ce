// Reads and writes of KYC applications and their documents. Functions take the database or a
// transaction, so a service can compose them atomically.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  KycApplicationRow,
  KycApplicationStatus,
  NewKycApplicationRow,
} from './kyc-applications.table.js';
import type { KycDocumentRow, NewKycDocumentRow } from './kyc-documents.table.js';
import type { KycStatus } from '../users/index.js';

export async function insertApplication(
  db: Kysely<Database>,
  application: NewKycApplicationRow,
): Promise<KycApplicationRow> {
  return db
    .insertInto('kyc_applications')
    .values(application)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertDocuments(db: Kysely<Database>, documents: NewKycDocumentRow[]) {
  if (documents.length > 0) await db.insertInto('kyc_documents').values(documents).execute();
}

/** An investor's applications, newest first. */
const applicationsQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('kyc_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id');

/** The investor's latest application that was not withdrawn (decision 0116). */
export async function latestApplicationOf(db: Kysely<Database>, userId: string) {
  return applicationsQuery(db, userId)
    .where('withdrawn_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
}

/** Every application of an investor, newest first. */
export async function applicationsOf(db: Kysely<Database>, userId: string) {
  return applicationsQuery(db, userId).execute();
}

export async function documentsOf(
  db: Kysely<Database>,
  applicationId: string,
): Promise<KycDocumentRow[]> {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

export async function findDocument(db: Kysely<Database>, documentId: string) {
  return db
    .selectFrom('kyc_documents')
    .innerJoin('kyc_applications', 'kyc_applications.id', 'kyc_documents.application_id')
    .selectAll('kyc_documents')
    .select('kyc_applications.user_id')
    .where('kyc_documents.id', '=', documentId)
    .executeTakeFirst();
}

export async function updateApplicationOutcome(
  db: Kysely<Database>,
  applicationId: string,
  outcome: {
    status: KycApplicationStatus;
    reviewedAt: Date | null;
    rejectionReason: string | null;
  },
) {
  await db
    .updateTable('kyc_applications')
    .set({
      status: outcome.status,
      reviewed_at: outcome.reviewedAt,
      rejection_reason: outcome.rejectionReason,
    })
    .where('id', '=', applicationId)
    .execute();
}

/** The investor's row, locked until the transaction ends, so status changes happen one by one. */
export async function lockUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

export interface KycListEntry {
  userId: string;
  email: string;
  fullname: string;
  status: KycStatus;
  applicationId: string | null;
  submittedAt: Date | null;
  documents: number;
}

/**
 * Investors with their latest application, oldest submission first (the queue order); with a
 * status, only those in it, otherwise everyone who has submitted at least once.
 */
export async function listKycApplications(
  db: Kysely<Database>,
  status?: KycStatus,
): Promise<KycListEntry[]> {
  const query = db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('kyc_applications')
          .select(['kyc_applications.id', 'kyc_applications.submitted_at'])
          .whereRef('kyc_applications.user_id', '=', 'users.id')
          .where('kyc_applications.withdrawn_at', 'is', null)
          .orderBy('kyc_applications.submitted_at', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'users.id as userId',
      'users.email',
      'users.fullname',
      'users.kyc_status as status',
      'latest.id as applicationId',
      'latest.submitted_at as submittedAt',
      eb
        .selectFrom('kyc_documents')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('kyc_documents.application_id', '=', 'latest.id')
        .as('documents'),
    ])
    .orderBy('latest.submitted_at', (order) => order.asc().nullsFirst())
    .orderBy('users.created_at');
  const rows = await (
    status === undefined
      ? query.where('users.kyc_status', '<>', 'NOT_SUBMITTED')
      : query.where('users.kyc_status', '=', status)
  ).execute();
  return rows.map((row) => ({ ...row, documents: Number(row.documents ?? 0) }));
}
