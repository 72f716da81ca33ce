// One `distribution send` at a time (decision 0104): the sender holds a lease on the plan's row,
// taken by one conditional update and renewed in the same transaction that writes down each
// transfer before it is signed. A second sender is refused while the lease runs; a sender that
// lost its lease (it stalled past it and another took over) can write down nothing more.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../lib/errors.js';

/**
 * The admin CLI's exit code when another `distribution send` holds the plan: at start (refused)
 * or during the run (the lease was lost). Unattended runs must not simply start again.
 */
export const OTHER_SENDER_EXIT_CODE = 3;

/** Another sender holds the plan's lease: nothing more may be written down or broadcast. */
export class SenderLeaseError extends AppError {
  readonly exitCode = OTHER_SENDER_EXIT_CODE;
  constructor(message: string) {
    super(409, message);
    this.name = 'SenderLeaseError';
  }
}

/** Thrown by renewLease: this sender stalled past its lease and another sender took it. */
export class LeaseLostError extends SenderLeaseError {
  constructor(owner: string, taker: string | null) {
    super(
      `This sender (${owner}) lost its lease to ${
        taker ? `another distribution send (${taker})` : 'another distribution send'
      } and stopped before writing down or broadcasting anything more. Transactions it had ` +
        'written down are settled by the sender that runs now: let it finish, then run ' +
        'distribution status.',
    );
    this.name = 'LeaseLostError';
  }
}

export async function takeLease(
  db: Kysely<Database>,
  owner: string,
  now: Date,
  ttlMs: number,
): Promise<void> {
  const taken = await db
    .updateTable('distribution_plans')
    .set({ sender_lease_owner: owner, sender_lease_until: new Date(now.getTime() + ttlMs) })
    .where('id', '=', 1)
    .where((eb) =>
      eb.or([eb('sender_lease_until', 'is', null), eb('sender_lease_until', '<', now)]),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;
  const plan = await db
    .selectFrom('distribution_plans')
    .select(['sender_lease_owner', 'sender_lease_until'])
    .where('id', '=', 1)
    .executeTakeFirst();
  throw new SenderLeaseError(
    `Another distribution send (${plan?.sender_lease_owner ?? 'unknown'}) is running until ` +
      `${plan?.sender_lease_until?.toISOString() ?? 'unknown'}. Only one may send at a time; if ` +
      'that process has stopped, start again after that instant. Nothing was sent.',
  );
}

/**
 * Inside the caller's transaction: extends the lease, or throws LeaseLostError. The owner alone
 * decides: a lease that lapsed while this sender was slow (a loaded machine, a slow RPC) but that
 * nobody took is still this sender's, since taking it writes the taker's name first.
 */
export async function renewLease(
  trx: Kysely<Database>,
  owner: string,
  now: Date,
  ttlMs: number,
): Promise<void> {
  const renewed = await trx
    .updateTable('distribution_plans')
    .set({ sender_lease_until: new Date(now.getTime() + ttlMs) })
    .where('id', '=', 1)
    .where('sender_lease_owner', '=', owner)
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) === 1) return;
  const plan = await trx
    .selectFrom('distribution_plans')
    .select('sender_lease_owner')
    .where('id', '=', 1)
    .executeTakeFirst();
  throw new LeaseLostError(owner, plan?.sender_lease_owner ?? null);
}

export async function releaseLease(db: Kysely<Database>, owner: string): Promise<void> {
  await db
    .updateTable('distribution_plans')
    .set({ sender_lease_owner: null, sender_lease_until: null })
    .where('id', '=', 1)
    .where('sender_lease_owner', '=', owner)
    .execute();
}
