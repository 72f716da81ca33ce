// `orders …` commands: the queue of manual transfers (or any other orders), one order's file, its
// proof of payment, the team's decisions on manual transfers, and one pass of the payment worker.
import { resolve } from 'node:path';
import { formatInrFromPaise, formatPercent, formatRent } from '@rent/sale-rules';
import {
  approveManualOrder,
  type DecisionResult,
  listOrders,
  ORDER_STATUSES,
  orderFileOf,
  PAYMENT_METHODS,
  readOrderProof,
  refundOrder,
  rejectManualOrder,
  type CreditCause,
  type OrderStatus,
  type PaymentMethod,
} from '../modules/orders/index.js';
import {
  CommandError,
  type AdminCommand,
  type AdminContext,
  type CommandInput,
} from './command.js';
import { auditSection } from './audit-sentences.js';
import { cell, formatFields, formatTable, instant } from './output.js';
import {
  choice,
  investorFields,
  REASON_OPTION,
  reviewContext,
  textOption,
  writeNewFile,
} from './review.js';

const PURCHASE_ID = '<purchaseId>';

const list: AdminCommand = {
  path: ['orders', 'list'],
  args: [],
  options: {
    status: {
      type: 'string',
      value: ORDER_STATUSES.join('|'),
      description: 'orders in this status (any status when only --method is given)',
    },
    method: {
      type: 'string',
      value: PAYMENT_METHODS.join('|'),
      description: 'orders paid this way (any method when only --status is given)',
    },
  },
  summary:
    'Lists orders, oldest first. With neither filter: the pending manual transfers waiting for review; ' +
    'with one or both, exactly the orders they name',
  async run(context, { options }) {
    const filter = listFilter(options);
    const { orders, more, limit } = await listOrders(context.db, filter);
    if (orders.length === 0) {
      context.out(`No ${[filter.status, filter.method].filter(Boolean).join(' ')} orders.`);
      return;
    }
    context.out(
      formatTable(
        [
          'PURCHASE ID',
          'BANK REF',
          'SUBMITTED',
          'EMAIL',
          'NAME',
          'AMOUNT',
          'TOKENS',
          'BONUS',
          'STATUS',
        ],
        orders.map((order) => [
          order.purchase_id,
          cell(order.bank_reference),
          instant(order.purchase_date),
          cell(order.investor_email),
          cell(order.investor_name),
          formatInrFromPaise(order.amount_paid_paise),
          formatRent(order.total_tokens),
          formatPercent(order.bonus_percent),
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
        ['Bank reference', cell(order.bank_reference)],
        ['Submitted', instant(order.purchase_date)],
        ['Amount', `${formatInrFromPaise(order.amount_paid_paise)} (${order.currency})`],
        ['Base tokens', formatRent(order.base_tokens)],
        [
          'Bonus tokens',
          `${formatRent(order.bonus_tokens)} (${formatPercent(order.bonus_percent)})`,
        ],
        ['Total tokens', formatRent(order.total_tokens)],
        ['Phase', cell(order.phase_name)],
        ['Credited', instant(order.credited_at)],
        ['Reviewed', instant(order.reviewed_at)],
        ['Reviewed by', cell(order.reviewed_by)],
        ['Refunded', instant(order.refunded_at)],
        ['Refunded by', cell(order.refunded_by)],
        ['Refund reference', cell(order.refund_reference)],
        ['Paytm order id', cell(order.paytm_order_id)],
        ['Transaction id', cell(order.txn_id)],
      ]),
      investorFields(investor),
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
    sections.push(await auditSection(context.db, audit));
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
    await writeNewFile(target, content, 'file');
    context.out(
      `Wrote ${target} (${cell(order.proof_media_type)}, ${cell(order.proof_size_bytes)} bytes, ` +
        'SHA-256 checked)',
    );
  },
};

const approve: AdminCommand = {
  path: ['orders', 'approve'],
  args: [PURCHASE_ID],
  summary:
    'Credits a pending manual transfer (refund_due if the hard cap is full) and e-mails; --by is recorded as its reviewer',
  async run(context, { args }) {
    const result = await approveManualOrder(
      reviewContext(context),
      args[0] ?? '',
      context.teamMember,
    );
    const { order } = result;
    if (result.outcome === 'credited') {
      context.out(
        `Order ${order.purchase_id}: pending → credited. ${formatRent(order.total_tokens)} ` +
          `credited to ${result.investor.email}.`,
      );
    } else {
      // A transfer reviewed after its hold ended is credited only from what nobody else holds.
      const holdEnded =
        order.hold_until !== null &&
        order.reviewed_at !== null &&
        order.hold_until <= order.reviewed_at
          ? `Its hold on the supply ended at ${instant(order.hold_until)} and the`
          : 'The';
      context.out(
        `Order ${order.purchase_id}: pending → refund_due. ${holdEnded} hard cap has no room left for ` +
          `its ${formatRent(order.total_tokens)}: nothing was credited, and ` +
          `${formatInrFromPaise(order.amount_paid_paise)} must be refunded to ${result.investor.email}.`,
      );
    }
    mailQueued(context, result);
  },
};

const reject: AdminCommand = {
  path: ['orders', 'reject'],
  args: [PURCHASE_ID],
  options: { reason: REASON_OPTION },
  summary: 'Rejects a pending manual transfer with a reason the investor is e-mailed',
  async run(context, { args, options }) {
    const result = await decide(rejectManualOrder, context, args, options.reason);
    context.out(
      `Order ${result.order.purchase_id}: pending → rejected. Reason: ` +
        cell(result.order.status_reason),
    );
    mailQueued(context, result);
  },
};

const refund: AdminCommand = {
  path: ['orders', 'refund'],
  args: [PURCHASE_ID],
  options: {
    reference: textOption("the bank's or Paytm's reference of the refund, quoted to the investor"),
  },
  summary: 'Closes a refund_due order as refunded once the money is returned, and e-mails',
  async run(context, { args, options }) {
    const result = await decide(refundOrder, context, args, options.reference);
    const { order } = result;
    context.out(
      `Order ${order.purchase_id}: refund_due → refunded. ${formatInrFromPaise(order.amount_paid_paise)} ` +
        `refunded to ${result.investor.email}, reference ${cell(order.refund_reference)}.`,
    );
    mailQueued(context, result);
  },
};

const settle: AdminCommand = {
  path: ['orders', 'settle'],
  args: ['[purchaseId]'],
  summary:
    'Asks Paytm once about the pending online payments that are due (or about one order now), and settles them',
  async run(context, { args: [purchaseId] }) {
    if (purchaseId !== undefined) return settleOne(context, purchaseId);
    const report = await context.payments.settleDue(teamSettlement(context));
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

async function settleOne(context: AdminContext, purchaseId: string) {
  const order = await context.payments.settleOrder(purchaseId, teamSettlement(context));
  if (!order) throw new CommandError(`No order ${purchaseId}.`);
  if (order.payment_method !== 'paytm') {
    throw new CommandError(
      `${order.purchase_id} is a ${order.payment_method} order: only online payments are settled with Paytm.`,
    );
  }
  const reason = order.status_reason ? ` (${order.status_reason})` : '';
  context.out(`${order.purchase_id} is ${order.status}${reason}.`);
}

const teamSettlement = (context: AdminContext): CreditCause => ({
  actor: context.actor,
  reason: 'team-settlement',
});

/**
 * A team member's decision on the order the first argument names, in the words of its option
 * (the reason of a rejection, the reference of a refund); the team member is recorded with it.
 */
function decide<T>(
  decision: (
    review: ReturnType<typeof reviewContext>,
    purchaseId: string,
    words: string,
    teamMember: string,
  ) => Promise<T>,
  context: AdminContext,
  args: CommandInput['args'],
  words: CommandInput['options'][string],
): Promise<T> {
  return decision(reviewContext(context), args[0] ?? '', String(words ?? ''), context.teamMember);
}

function mailQueued(context: AdminContext, result: Pick<DecisionResult, 'investor'>) {
  context.out(`E-mail to ${result.investor.email} queued.`);
}

/**
 * The filters as written: each given one applies, the other is left open; with none, the review
 * queue (pending manual transfers).
 */
function listFilter(options: CommandInput['options']): {
  status?: OrderStatus;
  method?: PaymentMethod;
} {
  if (options.status === undefined && options.method === undefined) {
    return { status: 'pending', method: 'manual' };
  }
  return {
    ...(options.status !== undefined && {
      status: choice('status', options.status, ORDER_STATUSES),
    }),
    ...(options.method !== undefined && {
      method: choice('method', options.method, PAYMENT_METHODS),
    }),
  };
}

export const orderCommands: readonly AdminCommand[] = [
  list,
  show,
  proof,
  approve,
  reject,
  refund,
  settle,
];
