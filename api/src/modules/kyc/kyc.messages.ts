// What the api says about identity verification and wallets, word for word as the product shows
// it (SPEC.md §5 and §8), plus the refusals SPEC.md leaves to the server.
import { KYC_DOCUMENT_LIMITS } from './kyc.limits.js';

export const KYC_MESSAGES = {
  status: 'KYC status',
  submitted: 'KYC submitted successfully. Please wait for review.',
  fillRequired: 'Please fill all required fields',
  acceptTerms: 'Please accept the Terms of Condition and Privacy Policy.',
  documentRequired: 'At least one Aadhar document is required.',
  tooManyDocuments: `Maximum ${KYC_DOCUMENT_LIMITS.files} Aadhar documents allowed.`,
  unsupportedDocument: 'Only JPEG, PNG, WebP images or PDF documents are accepted',
  emptyDocument: 'Uploaded file is empty',
  documentTooLarge: 'File too large (maximum 5 MB per document)',
  underage: 'You must be at least 18 years old',
  invalidPostalCode: 'Please enter a valid postal code',
  alreadyUnderReview: 'Your KYC is already under review.',
  alreadyVerified: 'Your KYC is already verified.',
  ownStatusOnly: 'You can only view your own KYC status.',
  emailNotVerified: 'Please verify your email before submitting KYC.',
  notMultipart: 'The KYC form must be sent as multipart/form-data',
  malformedForm: 'The KYC form could not be read',
  tooManyFields: 'The KYC form has too many fields',
  unexpectedFile: 'Documents are only accepted in aadharDocs',
  repeatedField: 'This field was sent more than once',
  invalidWallet: 'Invalid wallet address. Must be a valid BEP20 address',
  walletTaken: 'This wallet address is already registered to another account.',
  walletAdded: 'Wallet address added successfully',
  walletUpdated: 'Wallet address updated successfully',
} as const;

export const tooLongMessage = (maxLength: number) => `Please enter at most ${maxLength} characters`;
