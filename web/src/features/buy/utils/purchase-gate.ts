import type { KycStatus } from '../../../gql/graphql';
import type { SessionStatus } from '../../../lib/session/session';

/** Who is buying: a visitor gets a way to sign in instead of the payment buttons. */
export type BuyerAccess =
  | { kind: 'visitor' }
  | { kind: 'checking' }
  | { kind: 'investor'; kycStatus: KycStatus; walletAddress: string | null };

/** Whether the sale takes orders now; null until it is known. */
export type SaleWindow = 'open' | 'not-started' | 'ended' | null;

export interface PurchaseGate {
  buyer: BuyerAccess;
  sale: SaleWindow;
}

interface GateAnswer {
  sale: { isOpen: boolean; saleEnd: string };
  me: { kycStatus: KycStatus; walletAddress?: string | null } | null;
}

/** What stands between the investor and the payment buttons, from the session and the answer. */
export function purchaseGate(
  session: SessionStatus,
  answer: GateAnswer | undefined,
  now = Date.now(),
): PurchaseGate {
  const sale: SaleWindow = !answer
    ? null
    : answer.sale.isOpen
      ? 'open'
      : now > Date.parse(answer.sale.saleEnd)
        ? 'ended'
        : 'not-started';
  if (session === 'signed-out') return { buyer: { kind: 'visitor' }, sale };
  if (session === 'loading' || !answer) return { buyer: { kind: 'checking' }, sale };
  // Signed in as far as this tab knew, but the gateway no longer knows the investor.
  if (!answer.me) return { buyer: { kind: 'visitor' }, sale };
  const { kycStatus, walletAddress = null } = answer.me;
  return { buyer: { kind: 'investor', kycStatus, walletAddress }, sale };
}

/** The server refuses orders without verified KYC or outside the sale; so do the buttons. */
export function canPay({ buyer, sale }: PurchaseGate): boolean {
  return buyer.kind === 'investor' && buyer.kycStatus === 'VERIFIED' && sale === 'open';
}
