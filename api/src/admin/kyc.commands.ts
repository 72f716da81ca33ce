// `kyc …` commands: the review queue, one investor's file, the review decisions and reading a
// document out of storage.
import { resolve } from 'node:path';
import { KYC_STATUSES, type KycStatus } from '../modules/users/index.js';
import {
  decideKyc,
  type KycDecision,
  kycFileOf,
  listKycApplications,
  readKycDocument,
} from '../modules/kyc/index.js';
import type { AdminCommand } from './command.js';
import { auditSection } from './audit-sentences.js';
import { cell, formatFields, formatTable, instant } from './output.js';
import { choice, investorFields, REASON_OPTION, reviewContext, writeNewFile } from './review.js';

const INVESTOR = '<email|userId>';

const list: AdminCommand = {
  path: ['kyc', 'list'],
  args: [],
  options: {
    status: {
      type: 'string',
      value: KYC_STATUSES.join('|'),
      description: 'only investors in this status (default: everyone who has submitted)',
    },
  },
  summary: 'Lists investors with their latest KYC application, oldest submission first',
  async run(context, { options }) {
    const entries = await listKycApplications(context.db, statusOption(options.status));
    if (entries.length === 0) {
      context.out('No KYC applications.');
      return;
    }
    context.out(
      formatTable(
        ['USER ID', 'EMAIL', 'NAME', 'STATUS', 'SUBMITTED', 'DOCS'],
        entries.map((entry) => [
          entry.userId,
          cell(entry.email),
          cell(entry.fullname),
          entry.status,
          instant(entry.submittedAt),
          String(entry.documents),
        ]),
      ),
    );
  },
};

const show: AdminCommand = {
  path: ['kyc', 'show'],
  args: [INVESTOR],
  summary: 'Shows an investor’s KYC file: fields, documents (storage, type, SHA-256), history',
  async run(context, { args }) {
    const file = await kycFileOf(context.db, args[0] ?? '');
    const { user, latest } = file;
    const sections = [investorFields(user)];
    if (latest) {
      sections.push(
        formatFields(`Latest application ${latest.id}`, [
          ['Status', latest.status],
          ['First name', cell(latest.first_name)],
          ['Last name', cell(latest.last_name)],
          ['E-mail', cell(latest.email)],
          ['Phone', cell(latest.phone)],
          ['Date of birth', latest.dob],
          ['Street', cell(latest.street1)],
          ['Street 2', cell(latest.street2)],
          ['City', cell(latest.city)],
          ['State', cell(latest.state)],
          ['Postal code', cell(latest.postal_code)],
          ['Terms accepted', instant(latest.terms_accepted_at)],
          ['Privacy accepted', instant(latest.privacy_accepted_at)],
          ['Submitted', instant(latest.submitted_at)],
          ['Reviewed', instant(latest.reviewed_at)],
          ['Rejection reason', cell(latest.rejection_reason)],
        ]),
        `Documents\n${formatTable(
          ['ID', 'NAME', 'TYPE', 'BYTES', 'SHA-256', 'STORED AT'],
          file.documents.map((document) => [
            document.id,
            cell(document.original_name),
            document.media_type,
            String(document.size_bytes),
            document.sha256,
            context.storage.locate(document.storage_key),
          ]),
        )}`,
        `Applications\n${formatTable(
          ['SUBMITTED', 'STATUS', 'REVIEWED', 'REASON'],
          file.applications.map((application) => [
            instant(application.submitted_at),
            application.status,
            instant(application.reviewed_at),
            cell(application.rejection_reason),
          ]),
        )}`,
      );
    } else {
      sections.push('No KYC application yet.');
    }
    sections.push(await auditSection(context.db, file.audit));
    context.out(sections.join('\n\n'));
  },
};

function decision(verb: KycDecision, summary: string): AdminCommand {
  return {
    path: ['kyc', verb],
    args: [INVESTOR],
    ...(verb === 'reject' && { options: { reason: REASON_OPTION } }),
    summary,
    async run(context, { args, options }) {
      const reason = typeof options.reason === 'string' ? options.reason : '';
      const result = await decideKyc(reviewContext(context), args[0] ?? '', verb, reason);
      context.out(`KYC of ${result.user.email}: ${result.from} → ${result.to}`);
      if (result.mailQueued) context.out(`E-mail to ${result.user.email} queued.`);
      const { credited, lost } = result.referralBonuses;
      if (credited > 0) context.out(`Held referral bonuses credited: ${credited}.`);
      if (lost > 0) context.out(`Held referral bonuses that no longer fit the sale: ${lost}.`);
    },
  };
}

const document: AdminCommand = {
  path: ['kyc', 'document'],
  args: ['<documentId>'],
  options: {
    out: {
      type: 'string',
      value: '<file>',
      description: 'where to write it (must not exist yet)',
      required: true,
    },
  },
  summary: 'Writes a KYC document out of storage after checking its SHA-256 (audited)',
  async run(context, { args, options }) {
    const target = resolve(context.cwd, String(options.out));
    const { document: found, content } = await readKycDocument(
      reviewContext(context),
      context.storage,
      args[0] ?? '',
    );
    await writeNewFile(target, content, '--out');
    context.out(
      `Wrote ${target} (${found.media_type}, ${found.size_bytes} bytes, SHA-256 checked)`,
    );
  },
};

function statusOption(value: string | boolean | undefined): KycStatus | undefined {
  return value === undefined ? undefined : choice('status', value, KYC_STATUSES);
}

export const kycCommands: readonly AdminCommand[] = [
  list,
  show,
  decision('review', 'Moves a submitted application to IN_REVIEW'),
  decision('approve', 'Verifies the investor (from SUBMITTED or IN_REVIEW) and e-mails them'),
  decision('reject', 'Rejects the application with a reason the investor is e-mailed'),
  document,
];
