// One `distribution send` at a time (decision 0104): the sender holds a lease on the plan's row,
// taken by one conditional update and renewed in the same transaction that writes down each
// transfer before it is signed. A second sender is refused while the lease runs; a sender that
// lost its lease (it stalled past it and another took over) can write down nothing more.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';

export class LeaseLostError extends Error {
  constructor(owner: string) {
    super(
      `The sender ${owner} lost its lease to another sender and stopped; nothing more was sent.`,
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
  throw conflict(
    `Another distribution send (${plan?.sender_lease_owner ?? 'unknown'}) is running until ` +
      `${plan?.sender_lease_until?.toISOString() ?? 'unknown'}. Only one may send at a time; if ` +
      'that process has stopped, start again after that instant.',
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
  if (Number(renewed.numUpdatedRows) !== 1) throw new LeaseLostError(owner);
}

export async function releaseLease(db: Kysely<Database>, owner: string): Promise<void> {
  await db
    .updateTable('distribution_plans')
    .set({ sender_lease_owner: null, sender_lease_until: null })
    .where('id', '=', 1)
    .where('sender_lease_owner', '=', owner)
    .execute();
}
