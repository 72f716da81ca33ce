// `audit`: the audit log read as sentences, in India's time, the latest rows last: everything, one
// investor's history (their account and orders), one order's, or one team member's actions.
import {
  auditSubjectsOf,
  latestAudit,
  orderIdsOf,
  type AuditFilter,
} from '../modules/audit/index.js';
import { findInvestor } from '../modules/kyc/index.js';
import { findOrder } from '../modules/orders/index.js';
import { auditSentence } from './audit-sentences.js';
import { CommandError, teamActor, type AdminCommand, type AdminContext } from './command.js';

const DEFAULT_ROWS = 50;
const MOST_ROWS = 1000;

const audit: AdminCommand = {
  path: ['audit'],
  args: [],
  options: {
    investor: {
      type: 'string',
      value: '<email|userId>',
      description: 'only this investor’s account and orders',
    },
    order: { type: 'string', value: '<purchaseId>', description: 'only this order' },
    actor: { type: 'string', value: '<name>', description: 'only what this team member did' },
    last: {
      type: 'string',
      value: '<n>',
      description: `how many of the latest entries (default ${DEFAULT_ROWS}, at most ${MOST_ROWS})`,
    },
  },
  summary:
    'Tells the audit log as sentences in IST, oldest of the latest entries first (all filters combine)',
  async run(context, { options }) {
    const filter = await auditFilter(context, options);
    // One more than wanted says whether older entries were left out.
    const found = await latestAudit(context.db, { ...filter, limit: filter.limit + 1 });
    const rows = found.slice(found.length > filter.limit ? 1 : 0);
    if (rows.length === 0) {
      context.out('No audit entries match.');
      return;
    }
    const subjects = await auditSubjectsOf(context.db, rows);
    for (const row of rows) context.out(auditSentence(row, subjects));
    if (found.length > filter.limit) {
      context.out(`Only the latest ${filter.limit} are shown; give --last for more.`);
    }
  },
};

async function auditFilter(
  context: AdminContext,
  options: Record<string, string | boolean | undefined>,
): Promise<AuditFilter> {
  const subjectSets: string[][] = [];
  if (typeof options.investor === 'string') {
    const investor = await findInvestor(context.db, options.investor);
    subjectSets.push([investor.id, ...(await orderIdsOf(context.db, investor.id))]);
  }
  if (typeof options.order === 'string') {
    subjectSets.push([(await findOrder(context.db, options.order)).id]);
  }
  const subjectIds = subjectSets.reduce<string[] | undefined>(
    (kept, ids) => (kept === undefined ? ids : kept.filter((id) => ids.includes(id))),
    undefined,
  );
  return {
    ...(subjectIds !== undefined && { subjectIds }),
    ...(typeof options.actor === 'string' && {
      actor: teamActor(options.actor.trim().toLowerCase()),
    }),
    limit: rowsWanted(options.last),
  };
}

function rowsWanted(value: string | boolean | undefined): number {
  if (value === undefined) return DEFAULT_ROWS;
  const wanted = Number(value);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MOST_ROWS) {
    throw new CommandError(`--last must be a whole number from 1 to ${MOST_ROWS}`);
  }
  return wanted;
}

export const auditCommands: readonly AdminCommand[] = [audit];
