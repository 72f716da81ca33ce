import { Type, type Static } from 'typebox';
import { HELD_REASONS } from './distribution.table.js';
import { INVESTOR_DISTRIBUTION_STATUSES } from './investor-distribution.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Instant = Nullable(Type.String({ format: 'date-time' }));
const DecimalAmount = Type.String({ pattern: '^\\d+(\\.\\d+)?$' });

export const DistributionView = Type.Object({
  status: Type.Enum(INVESTOR_DISTRIBUTION_STATUSES, {
    description:
      'NOT_PLANNED before a plan is frozen or with nothing to receive; HELD withheld (heldReason ' +
      'says why); SCHEDULED planned, not sent; SENT broadcast, awaiting confirmations; ' +
      'CONFIRMED on chain; IN_REVIEW the chain shows a wrong amount or address',
  }),
  amount: Nullable(DecimalAmount),
  expectedAmount: DecimalAmount,
  wallet: Nullable(Type.String()),
  heldReason: Nullable(Type.Enum(HELD_REASONS)),
  txHash: Nullable(Type.String()),
  txUrl: Nullable(Type.String()),
  blockNumber: Nullable(Type.String({ pattern: '^\\d+$' })),
  plannedAt: Instant,
  sentAt: Instant,
  confirmedAt: Instant,
});

export type DistributionView = Static<typeof DistributionView>;
