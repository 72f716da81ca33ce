// What the api says about identity verification and wallets, word for word as the product shows
// it (SPEC.md §5 and §8), plus the refusals SPEC.md leaves to the server.
import { UPLOAD_MESSAGES } from '@rent/sale-rules';

export const KYC_MESSAGES = {
  status: 'KYC status',
  submitted: 'KYC submitted successfully. Please wait for review.',
  fillRequired: 'Please fill all required fields',
  acceptTerms: 'Please accept the Terms of Condition and Privacy Policy.',
  documentRequired: 'At least one Aadhar document is required.',
  tooManyDocuments: UPLOAD_MESSAGES.tooManyDocuments,
  unsupportedDocument: UPLOAD_MESSAGES.wrongType,
  activeDocument:
    'PDF documents with scripts, actions or attached files are not accepted. Upload a scan or photo instead.',
  unreadableDocument: 'The document could not be read. Upload a clear scan or photo.',
  emptyDocument: 'Uploaded file is empty',
  documentTooLarge: UPLOAD_MESSAGES.documentTooLarge,
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
  currentPasswordForWallet: 'Please enter your current password to change your wallet',
  walletChangeFromProfile: 'To change your receiving wallet, edit it from your profile.',
} as const;

export const tooLongMessage = (maxLength: number) => `Please enter at most ${maxLength} characters`;
