import { Type, type Static } from 'typebox';
import { KYC_STATUSES } from '../../db/columns.js';

export const PublicUser = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  fullname: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  dob: Type.Union([
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
    Type.Null(),
  ]),
  emailVerified: Type.Boolean(),
  referralCode: Type.String(),
  tokenBalance: Type.String({
    pattern: '^\\d+(\\.\\d+)?$',
    description: 'RENT of the credited orders, as an exact decimal string',
  }),
  kycStatus: Type.Enum(KYC_STATUSES),
  walletAddress: Type.Union([
    Type.String({
      pattern: '^0x[0-9a-fA-F]{40}$',
      description: 'The BEP20 receiving wallet in its EIP-55 checksummed form',
    }),
    Type.Null(),
  ]),
  createdAt: Type.String({ format: 'date-time' }),
  referred: Type.Boolean({
    description:
      "Whether the investor signed up with a referral code: each purchase then also sets aside the referrer's bonus under the hard cap, so fewer whole tokens fit near it (the referrer is never named)",
  }),
});
export type PublicUser = Static<typeof PublicUser>;

export const UserData = Type.Object({ user: PublicUser });

export const ProfileUpdate = Type.Object({
  fullname: Type.Optional(Type.String({ maxLength: 1000 })),
  phone: Type.Optional(Type.String({ maxLength: 100, description: '7 to 15 digits, optional +' })),
  dob: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'YYYY-MM-DD, or an ISO date-time (its date counts)',
    }),
  ),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const PasswordChange = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
  newPassword: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type PasswordChange = Static<typeof PasswordChange>;
