// The BEP20 receiving wallet as the browser can check it: 0x and 40 hex digits, not the zero
// address. The api checks the rest (the EIP-55 checksum of mixed case, known exchange wallets).
import { object, string } from 'yup';

export const INVALID_WALLET_ADDRESS = 'Invalid wallet address. Must be a valid BEP20 address';
export const CURRENT_PASSWORD_FOR_WALLET =
  'Please enter your current password to change your wallet';

const BEP20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/;

export function looksLikeBep20Address(value: string): boolean {
  const address = value.trim();
  return BEP20_ADDRESS.test(address) && !ZERO_ADDRESS.test(address);
}

/** A wallet address field, optional or not; a filled one must look like a BEP20 address. */
export function walletAddressRule({ required }: { required: boolean }) {
  const rule = string()
    .trim()
    .test('bep20', INVALID_WALLET_ADDRESS, (value) => !value || looksLikeBep20Address(value));
  return required ? rule.required(INVALID_WALLET_ADDRESS) : rule;
}

export const walletSchema = object({ walletAddress: walletAddressRule({ required: true }) });

/** Replacing a registered wallet also takes the account's password. */
export const walletChangeSchema = walletSchema.shape({
  currentPassword: string().required(CURRENT_PASSWORD_FOR_WALLET),
});

export interface WalletValues {
  walletAddress: string;
  /** Only asked for when a registered wallet is replaced. */
  currentPassword: string;
}
