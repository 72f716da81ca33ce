// The distribution list as CSV (RFC 4180 like the statement: CRLF, a header row, quotes only where
// needed, UTF-8 without a BOM): one row per investor holding tokens, then a checksum row whose
// columns are the sums of the rows above it. Tokens are plain canonical decimals ("1562.5").
import { stringify } from 'csv-stringify/sync';
import { addDecimals, formatDecimal, parseDecimal, type Decimal } from '@rent/sale-rules';
import { inert } from '../statements/statement-csv.js';
import type { HolderRow } from './distribution.repository.js';

export const DISTRIBUTION_COLUMNS = [
  'email',
  'name',
  'wallet_bep20',
  'kyc_status',
  'base_tokens',
  'bonus_tokens',
  'referral_tokens',
  'total_tokens',
] as const;

/** The first cell of the checksum row; no e-mail address can be spelled so. */
export const CHECKSUM_LABEL = 'TOTAL';

const TOKEN_COLUMNS = ['base_tokens', 'bonus_tokens', 'referral_tokens', 'total_tokens'] as const;
type TokenColumn = (typeof TOKEN_COLUMNS)[number];
type Sums = Record<TokenColumn, Decimal>;

const ZERO: Decimal = { units: 0n, scale: 0 };

export interface DistributionCsv {
  content: string;
  /** Investors listed, the checksum row not counted. */
  investors: number;
  /** The checksum row's figures, canonical decimal text. */
  totals: Record<TokenColumn, string>;
}

export function distributionCsv(holders: readonly HolderRow[]): DistributionCsv {
  let sums: Sums = {
    base_tokens: ZERO,
    bonus_tokens: ZERO,
    referral_tokens: ZERO,
    total_tokens: ZERO,
  };
  const rows = holders.map((holder) => {
    const figures = tokenFigures(holder);
    sums = Object.fromEntries(
      TOKEN_COLUMNS.map((column) => [column, addDecimals(sums[column], figures[column])]),
    ) as Sums;
    return [
      inert(holder.email),
      inert(holder.fullname),
      holder.wallet ?? '',
      holder.kyc_status,
      ...TOKEN_COLUMNS.map((column) => formatDecimal(figures[column])),
    ];
  });
  const totals = Object.fromEntries(
    TOKEN_COLUMNS.map((column) => [column, formatDecimal(sums[column])]),
  ) as Record<TokenColumn, string>;
  const checksum = [
    CHECKSUM_LABEL,
    `${holders.length} investors`,
    '',
    '',
    ...TOKEN_COLUMNS.map((column) => totals[column]),
  ];
  const content = stringify([[...DISTRIBUTION_COLUMNS], ...rows, checksum], {
    record_delimiter: 'windows',
  });
  return { content, investors: holders.length, totals };
}

/** A holder's figures; base + bonus + referral must make the total, or the list is not exported. */
function tokenFigures(holder: HolderRow): Sums {
  const figures = Object.fromEntries(
    TOKEN_COLUMNS.map((column) => [column, parseDecimal(holder[column])]),
  ) as Sums;
  const parts = addDecimals(
    addDecimals(figures.base_tokens, figures.bonus_tokens),
    figures.referral_tokens,
  );
  if (formatDecimal(parts) !== formatDecimal(figures.total_tokens)) {
    throw new Error(
      `the credited orders of ${holder.email} do not add up: base + bonus + referral = ` +
        `${formatDecimal(parts)}, total ${formatDecimal(figures.total_tokens)}`,
    );
  }
  return figures;
}
