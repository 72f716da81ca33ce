// `orders …` commands: the queue of manual transfers (or any other orders), one order's file, its
// proof of payment, the team's decisions on manual transfers, and one pass of the payment worker.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../db/tables/orders.js';
import { normaliseDecimal } from '../lib/decimal.js';
import { formatRupees } from '../modules/orders/order-pricing.js';
import {
  approveManualOrder,
  listOrders,
  orderFileOf,
  readOrderProof,
  rejectManualOrder,
  type DecisionResult,
  type OrderReviewContext,
} from '../modules/orders/order-review.service.js';
import { CommandError, type AdminCommand, type AdminContext } from './command.js';
import { cell, formatFields, formatTable, instant } from './output.js';

const PURCHASE_ID = '<purchaseId>';

const reviewContext = (context: AdminContext): OrderReviewContext => ({
  db: context.db,
  now: context.now(),
  actor: context.actor,
  publicUrl: context.publicUrl,
  sale: context.sale,
});

const rupees = (paise: string) => `₹${formatRupees(paise)}`;
const tokens = (value: string) => `${normaliseDecimal(value)} RENT`;

const REVIEWER_OPTION = {
  type: 'string',
  value: '<reviewer>',
  description: 'who checked the transfer, recorded on the order',
  required: true,
} as const;

const list: AdminCommand = {
  path: ['orders', 'list'],
  args: [],
  options: {
    status: {
      type: 'string',
      value: ORDER_STATUSES.join('|'),
      description: 'orders in this status (default: pending)',
    },
    method: {
      type: 'string',
      value: PAYMENT_METHODS.join('|'),
      description: 'orders paid this way (default: manual)',
    },
  },
  summary: 'Lists orders, oldest first; by default the manual transfers waiting for review',
  async run(context, { options }) {
    const status = choice('status', options.status, ORDER_STATUSES, 'pending');
    const method = choice('method', options.method, PAYMENT_METHODS, 'manual');
    const { orders, more, limit } = await listOrders(context.db, { status, method });
    if (orders.length === 0) {
      context.out(`No ${status} ${method} orders.`);
      return;
    }
    context.out(
      formatTable(
        ['PURCHASE ID', 'SUBMITTED', 'EMAIL', 'NAME', 'AMOUNT', 'TOKENS', 'BONUS', 'STATUS'],
        orders.map((order) => [
          order.purchase_id,
          instant(order.purchase_date),
          cell(order.investor_email),
          cell(order.investor_name),
          rupees(order.amount_paid_paise),
          normaliseDecimal(order.total_tokens),
          `${order.bonus_percent} %`,
          order.status,
        ]),
      ),
    );
    if (more) context.out(`Only the oldest ${limit} are shown; more orders match.`);
  },
};

const show: AdminCommand = {
  path: ['orders', 'show'],
  args: [PURCHASE_ID],
  summary: 'Shows an order, its investor, its proof of payment (type, size, SHA-256) and history',
  async run(context, { args }) {
    const { order, investor, audit } = await orderFileOf(context.db, args[0] ?? '');
    const sections = [
      formatFields(`Order ${order.purchase_id}`, [
        ['Id', order.id],
        ['Status', order.status],
        ['Status reason', cell(order.status_reason)],
        ['Payment method', order.payment_method],
        ['Submitted', instant(order.purchase_date)],
        ['Amount', `${rupees(order.amount_paid_paise)} (${order.currency})`],
        ['Base tokens', tokens(order.base_tokens)],
        ['Bonus tokens', `${tokens(order.bonus_tokens)} (${order.bonus_percent} %)`],
        ['Total tokens', tokens(order.total_tokens)],
        ['Phase', cell(order.phase_name)],
        ['Credited', instant(order.credited_at)],
        ['Reviewed', instant(order.reviewed_at)],
        ['Reviewed by', cell(order.reviewed_by)],
        ['Paytm order id', cell(order.paytm_order_id)],
        ['Transaction id', cell(order.txn_id)],
      ]),
      formatFields('Investor', [
        ['User id', investor.id],
        ['E-mail', cell(investor.email)],
        ['Full name', cell(investor.fullname)],
        ['KYC status', investor.kyc_status],
        ['Wallet', cell(investor.wallet_address_display)],
      ]),
    ];
    if (order.proof_storage_key !== null) {
      sections.push(
        formatFields('Payment proof', [
          ['Name', cell(order.proof_name)],
          ['Type', cell(order.proof_media_type)],
          ['Bytes', cell(order.proof_size_bytes)],
          ['SHA-256', cell(order.proof_sha256)],
          ['Stored at', context.storage.locate(order.proof_storage_key)],
        ]),
      );
    } else {
      sections.push('No payment proof.');
    }
    sections.push(
      `Audit log\n${formatTable(
        ['AT', 'ACTOR', 'ACTION', 'BEFORE', 'AFTER'],
        audit.map((entry) => [
          instant(entry.created_at),
          cell(entry.actor),
          entry.action,
          cell(entry.before === null ? null : JSON.stringify(entry.before)),
          cell(entry.after === null ? null : JSON.stringify(entry.after)),
        ]),
      )}`,
    );
    context.out(sections.join('\n\n'));
  },
};

const proof: AdminCommand = {
  path: ['orders', 'proof'],
  args: [PURCHASE_ID, '<outputFile>'],
  summary: 'Writes the proof of payment of a manual order to a new file, SHA-256 checked (audited)',
  async run(context, { args }) {
    const target = resolve(context.cwd, args[1] ?? '');
    const { order, content } = await readOrderProof(
      reviewContext(context),
      context.storage,
      args[0] ?? '',
    );
    try {
      await writeFile(target, content, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
        throw new CommandError(`${target} already exists; choose another file`);
      }
      throw error;
    }
    context.out(
      `Wrote ${target} (${cell(order.proof_media_type)}, ${cell(order.proof_size_bytes)} bytes, ` +
        'SHA-256 checked)',
    );
  },
};

const approve: AdminCommand = {
  path: ['orders', 'approve'],
  args: [PURCHASE_ID],
  options: { by: REVIEWER_OPTION },
  summary: 'Credits a pending manual transfer (refund_due if the hard cap is full) and e-mails',
  async run(context, { args, options }) {
    const result = await approveManualOrder(
      reviewContext(context),
      args[0] ?? '',
      String(options.by ?? ''),
    );
    const { order } = result;
    if (result.outcome === 'credited') {
      context.out(
        `Order ${order.purchase_id}: pending → credited. ${tokens(order.total_tokens)} ` +
          `credited to ${result.investor.email}.`,
      );
    } else {
      context.out(
        `Order ${order.purchase_id}: pending → refund_due. The hard cap has no room left for ` +
          `its ${tokens(order.total_tokens)}: nothing was credited, and ` +
          `${rupees(order.amount_paid_paise)} must be refunded to ${result.investor.email}.`,
      );
    }
    mailQueued(context, result);
  },
};

const reject: AdminCommand = {
  path: ['orders', 'reject'],
  args: [PURCHASE_ID],
  options: {
    reason: {
      type: 'string',
      value: '<text>',
      description: 'why, in words the investor reads',
      required: true,
    },
    by: REVIEWER_OPTION,
  },
  summary: 'Rejects a pending manual transfer with a reason the investor is e-mailed',
  async run(context, { args, options }) {
    const result = await rejectManualOrder(
      reviewContext(context),
      args[0] ?? '',
      String(options.reason ?? ''),
      String(options.by ?? ''),
    );
    context.out(
      `Order ${result.order.purchase_id}: pending → rejected. Reason: ` +
        cell(result.order.status_reason),
    );
    mailQueued(context, result);
  },
};

const settle: AdminCommand = {
  path: ['orders', 'settle'],
  args: [],
  summary: 'Asks Paytm once about the pending online payments that are due, and settles them',
  async run(context) {
    const report = await context.payments.settleDue();
    if (report.checked === 0) {
      context.out('No pending online payment is due for a check.');
      return;
    }
    context.out(
      `Checked ${report.checked} pending online payment(s): ${report.credited} credited, ` +
        `${report.failed} failed or refund due, ${report.stillPending} still pending.`,
    );
  },
};

function mailQueued(context: AdminContext, result: DecisionResult) {
  context.out(`E-mail to ${result.investor.email} queued.`);
}

function choice<T extends string>(
  name: string,
  value: string | boolean | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  const found = allowed.find((known) => known === String(value).toLowerCase());
  if (!found) throw new CommandError(`--${name} must be one of ${allowed.join(', ')}`);
  return found;
}

export const orderCommands: readonly AdminCommand[] = [list, show, proof, approve, reject, settle];
