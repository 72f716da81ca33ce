// `npm run seed`: the demo of decision 0086. Four investors go through the product's own services,
// each step at its instant of the story (demo-story.ts): sign-up (the referees with Meera's code),
// the e-mail link, KYC with documents and wallet, the team's approval, Paytm payments through the
// demo's Paytm, bank transfers with a proof and the team's approval. So the ledger, the hard cap,
// referral bonuses, supply, the sales chart, referral_stats, audit rows and mails are exactly what
// they would be had the investors used the site.
import { rupeesForTokens } from '@rent/sale-rules';
import { recordAudit } from '../audit/index.js';
import { signUp, verifyEmail } from '../auth/index.js';
import { decideKyc, loadExchangeWallets, submitKyc } from '../kyc/index.js';
import {
  approveManualOrder,
  createOnlineOrder,
  findOrderByPurchaseId,
  settleOnlinePayment,
  submitManualOrder,
} from '../orders/index.js';
import { findUserByEmail, type UserRow } from '../users/index.js';
import type { DocumentStorage } from '../documents/index.js';
import type { RequestContext } from '../../plugins/context.js';
import {
  DEMO_CAST,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  demoWallet,
  fullNameOf,
  type DemoInvestor,
  type DemoName,
} from './demo-cast.js';
import { receiveDemoPdf } from './demo-documents.js';
import { createDemoPaytm, type DemoPaytm } from './demo-paytm.js';
import {
  DEMO_SEEDED_ACTION,
  demoSeededAt,
  mailedVerificationToken,
  otherAccounts,
  registeredDemoEmails,
  withdrawVerificationMail,
} from './demo.repository.js';
import { demoSteps, type DemoOrder, type DemoStep } from './demo-story.js';

export type DemoContext = Pick<
  RequestContext,
  'db' | 'now' | 'publicUrl' | 'sale' | 'log' | 'actor'
> & {
  storage: DocumentStorage;
};

/** Where the seed runs, for the guards that keep it away from real investors. */
export interface DemoSafety {
  production: boolean;
  /** DATABASE_URL names a server, which may be shared or live. */
  databaseServer: boolean;
  /** The operator's `--force`: a server database or other accounts are not a reason to stop. */
  force: boolean;
}

export interface DemoAccount {
  email: string;
  fullname: string;
  role: 'referrer' | 'referee';
}

export type DemoSeedResult =
  | { outcome: 'seeded' | 'present'; accounts: DemoAccount[]; password: string }
  | { outcome: 'refused'; reason: string };

export const DEMO_REFERRER: DemoName = 'meera';

export async function seedDemo(context: DemoContext, safety: DemoSafety): Promise<DemoSeedResult> {
  const { db, now } = context;
  const accounts = DEMO_CAST.map((investor) => ({
    email: investor.email,
    fullname: fullNameOf(investor),
    role: investor.name === DEMO_REFERRER ? ('referrer' as const) : ('referee' as const),
  }));
  if (safety.production) {
    return refused('The demo is never seeded with NODE_ENV=production: its password is public.');
  }
  if ((await demoSeededAt(db)) !== null) {
    return { outcome: 'present', accounts, password: DEMO_PASSWORD };
  }
  const registered = await registeredDemoEmails(db, DEMO_EMAILS);
  if (registered.length > 0) {
    return refused(
      `The demo is only partly there (${registered.join(', ')} already registered): ` +
        'start again from an empty database.',
    );
  }
  if (safety.databaseServer && !safety.force) {
    return refused(
      'DATABASE_URL names a database server, which may hold real investors: run with --force to ' +
        'seed the demo there.',
    );
  }
  const others = await otherAccounts(db, DEMO_EMAILS);
  if (others > 0 && !safety.force) {
    return refused(
      `The database already has ${others} account${others === 1 ? '' : 's'} besides the demo's: ` +
        'run with --force to seed the demo beside them.',
    );
  }
  const steps = demoSteps(
    context.sale,
    now,
    DEMO_CAST.map(({ name }) => name),
  );
  if (!steps) {
    return refused(
      'No phase of the sale has begun yet, and the demo orders only where the sale has begun: ' +
        'seed once it opens, or run a sale that has begun (npm run start:live-sale).',
    );
  }
  // The storage's folders (or bucket), as api makes them at start: the CLI may be first here.
  await context.storage.prepare();
  const story = new DemoStory(context);
  for (const step of steps) await story.play(step);
  await recordAudit(
    db,
    {
      actor: context.actor,
      action: DEMO_SEEDED_ACTION,
      subject: { type: 'user', id: story.investor(DEMO_REFERRER).id },
      before: null,
      after: { investors: DEMO_EMAILS, orders: story.orders },
    },
    now,
  );
  return { outcome: 'seeded', accounts, password: DEMO_PASSWORD };
}

function refused(reason: string): DemoSeedResult {
  return { outcome: 'refused', reason };
}

/** Plays the steps one by one, each with the service context of its instant. */
class DemoStory {
  private readonly users = new Map<DemoName, UserRow>();
  private readonly placed = new Map<DemoOrder, string>();
  private readonly paytm: DemoPaytm = createDemoPaytm();
  private readonly exchangeWallets = loadExchangeWallets();
  orders = 0;

  constructor(private readonly context: DemoContext) {}

  investor(name: DemoName): UserRow {
    const user = this.users.get(name);
    if (!user) throw new Error(`the demo has not signed ${name} up yet`);
    return user;
  }

  async play(step: DemoStep): Promise<void> {
    const at = { ...this.context, now: step.at };
    switch (step.type) {
      case 'sign-up':
        return this.signUp(at, castMember(step.investor));
      case 'verify-email': {
        const { email } = this.investor(step.investor);
        await verifyEmail(at, await mailedVerificationToken(at.db, email), DEMO_PASSWORD);
        await withdrawVerificationMail(at.db, email);
        return this.reload(step.investor);
      }
      case 'submit-kyc':
        await this.submitKyc(at, castMember(step.investor));
        return this.reload(step.investor);
      case 'approve-kyc':
        await decideKyc(at, this.investor(step.investor).email, 'approve');
        return this.reload(step.investor);
      case 'order':
        this.orders += 1;
        return this.placeOrder(at, step.order);
      case 'approve-order':
        await approveManualOrder(at, this.purchaseIdOf(step.order), 'Demo reviewer');
        return;
    }
  }

  private async signUp(at: DemoContext, investor: DemoInvestor) {
    const referralCode = investor.referred ? this.investor(DEMO_REFERRER).referral_code : undefined;
    await signUp(
      at,
      {
        fullname: fullNameOf(investor),
        email: investor.email,
        password: DEMO_PASSWORD,
        acceptedTerms: true,
      },
      referralCode,
    );
    await this.reload(investor.name);
  }

  private async submitKyc(at: DemoContext, investor: DemoInvestor) {
    const user = this.investor(investor.name);
    const document = await receiveDemoPdf(at.storage, 'aadhaar-card.pdf', [
      'Aadhaar card',
      fullNameOf(investor),
      `Born ${investor.dob}`,
      `${investor.city}, ${investor.state}`,
    ]);
    await submitKyc({ ...at, exchangeWallets: this.exchangeWallets }, user.id, {
      fields: {
        firstName: investor.firstName,
        lastName: investor.lastName,
        email: investor.email,
        phone: investor.phone,
        dob: investor.dob,
        street1: investor.street1,
        city: investor.city,
        state: investor.state,
        postalCode: investor.postalCode,
        termsAccepted: 'true',
        privacyPolicyAccepted: 'true',
        walletAddress: demoWallet(investor),
      },
      documents: [document],
      problems: [],
      discard: async () => {},
    });
  }

  private async placeOrder(at: DemoContext, order: DemoOrder) {
    const user = this.investor(order.investor);
    const amount = rupeesForTokens(order.tokens.toString(), at.sale.price);
    if (order.kind === 'manual' || order.kind === 'manual-pending') {
      const proof = await receiveDemoPdf(at.storage, 'bank-transfer-receipt.pdf', [
        'Bank transfer receipt',
        `From ${user.fullname}`,
        `INR ${amount ?? ''}`,
      ]);
      const placed = await submitManualOrder(at, user.id, {
        fields: { amount: amount ?? '', currency: 'INR' },
        files: [proof],
        problems: [],
        discard: async () => {},
      });
      this.placed.set(order, placed.purchaseId);
      return;
    }
    const ordersContext = { ...at, paytm: this.paytm };
    const payment = await createOnlineOrder(ordersContext, user, amount);
    this.paytm.decide(payment.paytmOrderId, order.kind === 'paytm' ? 'paid' : 'declined');
    const row = await findOrderByPurchaseId(at.db, payment.order.purchaseId);
    if (!row) throw new Error(`order ${payment.order.purchaseId} was not recorded`);
    // Paytm's answer a minute later, as the investor's return would ask for it; the audit log
    // names the team member who seeded the demo.
    await settleOnlinePayment({ ...ordersContext, now: new Date(at.now.getTime() + 60_000) }, row, {
      actor: at.actor,
      reason: 'paytm-callback',
    });
  }

  private purchaseIdOf(order: DemoOrder): string {
    const purchaseId = this.placed.get(order);
    if (!purchaseId) throw new Error('a transfer is approved before it was placed');
    return purchaseId;
  }

  private async reload(name: DemoName) {
    const user = await findUserByEmail(this.context.db, castMember(name).email);
    if (!user) throw new Error(`${name} is not registered`);
    this.users.set(name, user);
  }
}

function castMember(name: DemoName): DemoInvestor {
  const investor = DEMO_CAST.find((member) => member.name === name);
  if (!investor) throw new Error(`no ${name} in the demo`);
  return investor;
}
