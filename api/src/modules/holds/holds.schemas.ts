// Response shapes of /user/hold: what a reset through the mailbox put on hold (decision 0116).
import { Type, type Static, type TSchema } from 'typebox';
import { PublicUser } from '../users/index.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AccountHoldView = Type.Object({
  heldAt: Type.String({ format: 'date-time', description: 'When the reset put it on hold' }),
  wallet: Nullable(
    Type.String({
      description: 'The receiving wallet on hold (EIP-55 form); null when the wallet is not held',
      pattern: '^0x[0-9a-fA-F]{40}$',
    }),
  ),
  kycApplication: Nullable(
    Type.Object(
      {
        firstName: Type.String(),
        lastName: Type.String(),
        submittedAt: Type.String({ format: 'date-time' }),
      },
      { description: 'The KYC application on hold, by the name it gives; null when none is' },
    ),
  ),
});
export type AccountHoldView = Static<typeof AccountHoldView>;

export const AccountHoldData = Type.Object({
  hold: Nullable(AccountHoldView),
});
export type AccountHoldData = Static<typeof AccountHoldData>;

export const HoldDecisionData = Type.Object({
  user: PublicUser,
});
