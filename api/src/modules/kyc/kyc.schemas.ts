// Request and response shapes of /kyc. The multipart form is documented here for the OpenAPI
// document; its fields are read and checked by the KYC services, which answer with the product's
// own messages.
import { Type, type Static, type TSchema } from 'typebox';
import { KYC_DOCUMENT_LIMITS } from '@rent/sale-rules';
import { DOCUMENT_MEDIA_TYPES } from '../documents/index.js';
import { KYC_STATUSES } from '../users/index.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const WalletAddress = Type.String({
  description: 'BEP20 address in its EIP-55 checksummed form',
  pattern: '^0x[0-9a-fA-F]{40}$',
});

export const KycDocumentSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ description: 'The file name the investor uploaded, for display' }),
  mediaType: Type.Enum(DOCUMENT_MEDIA_TYPES, { description: 'Read from the content' }),
  sizeBytes: Type.Integer({ minimum: 1 }),
});

export const KycSubmission = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  dob: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
  street1: Type.String(),
  street2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  submittedAt: Type.String({ format: 'date-time' }),
  documents: Type.Array(KycDocumentSummary),
});

export const KycStatusData = Type.Object({
  status: Type.Enum(KYC_STATUSES),
  walletAddress: Nullable(WalletAddress),
  aadhar: Type.Object({
    rejectionReason: Nullable(Type.String({ description: 'Set when the status is REJECTED' })),
  }),
  submission: Nullable(KycSubmission),
});
export type KycStatusData = Static<typeof KycStatusData>;

export const KycStatusQuery = Type.Object({
  userId: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Optional; when sent it must be the signed-in investor’s own id',
    }),
  ),
});

const FormText = (description: string) => Type.String({ description });

/** The multipart form of POST /kyc/submit, as documentation. */
export const KycSubmissionForm = Type.Object({
  firstName: FormText('Required; at most 100 characters'),
  lastName: FormText('Required; at most 100 characters'),
  email: FormText('Required'),
  phone: FormText('Required; 7 to 15 digits, optional +'),
  dob: FormText('Required; YYYY-MM-DD, at least 18 years ago'),
  street1: FormText('Required; at most 200 characters'),
  street2: Type.Optional(FormText('At most 200 characters')),
  city: FormText('Required; at most 100 characters'),
  state: FormText('Required; at most 100 characters'),
  postalCode: FormText('Required; Indian PIN code, 6 digits, the first not 0'),
  termsAccepted: FormText('Must be "true"'),
  privacyPolicyAccepted: FormText('Must be "true"'),
  walletAddress: Type.Optional(FormText('BEP20 receiving wallet, same rules as PATCH /kyc/wallet')),
  aadharDocs: Type.Array(Type.String({ format: 'binary' }), {
    minItems: 1,
    maxItems: KYC_DOCUMENT_LIMITS.files,
    description:
      'JPEG, PNG, WebP or PDF, checked by content; at most 5 MB each and 20 MB in all ' +
      '(413 beyond). Images are kept re-encoded (no metadata, nothing after the picture); a PDF ' +
      'with scripts, actions or attached files, or one that cannot be read, is refused (422)',
  }),
});

export const WalletBody = Type.Object({
  walletAddress: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        '0x and 40 hex digits; mixed case must be the EIP-55 checksum; not the zero address ' +
        'nor a known exchange wallet',
    }),
  ),
  currentPassword: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'The account’s password; required to replace a registered wallet',
    }),
  ),
});
export type WalletBody = Static<typeof WalletBody>;

export const WalletData = Type.Object({ walletAddress: WalletAddress });
