import type { SaleStage } from '@rent/sale-rules';
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
  me: { kycStatus: KycStatus; walletAddress?: string | null } | null;
}

const WINDOWS = { before: 'not-started', open: 'open', ended: 'ended' } as const;

/**
 * What stands between the investor and the payment buttons, from the session, the answer and the
 * sale's stage by this device's clock (the api judges again by its own when an order arrives).
 */
export function purchaseGate(
  session: SessionStatus,
  answer: GateAnswer | undefined,
  stage: SaleStage | null,
): PurchaseGate {
  const sale: SaleWindow = stage ? WINDOWS[stage.stage] : null;
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
