// Turns the query of GET /referral/bonuses into what the repository searches for, refusing what
// the schema could not: days that do not exist, bonuses that are not decimals, bounds the wrong
// way round. Days are India's calendar days; both bounds are inclusive.
import { isCalendarDay } from '../../lib/calendar.js';
import {
  compareDecimals,
  type Decimal,
  endOfIstDay,
  formatDecimal,
  parseDecimal,
  startOfIstDay,
} from '@rent/sale-rules';
import { invalidFields, type ErrorDetail } from '../../lib/errors.js';
import { REFERRAL_MESSAGES } from './referrals.messages.js';
import type { ReferralBonusesQuery, ReferralSortField, SortOrder } from './referrals.schemas.js';

export interface ReferralCriteria {
  /** A LIKE pattern matching the search anywhere, its wildcards escaped; absent for everyone. */
  searchPattern?: string;
  /** Signed up at or after this instant. */
  createdFrom?: Date;
  /** Signed up before this instant. */
  createdBefore?: Date;
  /** Canonical decimal text. */
  minBonus?: string;
  maxBonus?: string;
  sortBy: ReferralSortField;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

const UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/;

export function referralCriteria(query: ReferralBonusesQuery): ReferralCriteria {
  const problems: ErrorDetail[] = [];
  const dateFrom = day(query, 'dateFrom', problems);
  const dateTo = day(query, 'dateTo', problems);
  const minBonus = bonus(query, 'minBonus', problems);
  const maxBonus = bonus(query, 'maxBonus', problems);
  if (dateFrom && dateTo && dateFrom > dateTo) {
    problems.push({ field: 'dateFrom', message: REFERRAL_MESSAGES.dayRange });
  }
  if (minBonus && maxBonus && compareDecimals(minBonus, maxBonus) > 0) {
    problems.push({ field: 'minBonus', message: REFERRAL_MESSAGES.bonusRange });
  }
  if (problems.length > 0) throw invalidFields(problems);

  const search = query.search?.trim() ?? '';
  return {
    ...(search !== '' && { searchPattern: `%${escapeLike(search)}%` }),
    ...(dateFrom && { createdFrom: startOfIstDay(dateFrom) }),
    ...(dateTo && { createdBefore: endOfIstDay(dateTo) }),
    ...(minBonus && { minBonus: formatDecimal(minBonus) }),
    ...(maxBonus && { maxBonus: formatDecimal(maxBonus) }),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/** `%`, `_` and the escape character itself match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// A blank bound is no bound: a form's empty field is sent as `dateFrom=`.
function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function day(
  query: ReferralBonusesQuery,
  field: 'dateFrom' | 'dateTo',
  problems: ErrorDetail[],
): string | undefined {
  const value = given(query[field]);
  if (value === undefined) return undefined;
  if (isCalendarDay(value)) return value;
  problems.push({ field, message: REFERRAL_MESSAGES.invalidDay(field) });
  return undefined;
}

function bonus(
  query: ReferralBonusesQuery,
  field: 'minBonus' | 'maxBonus',
  problems: ErrorDetail[],
): Decimal | undefined {
  const value = given(query[field]);
  if (value === undefined) return undefined;
  if (UNSIGNED_DECIMAL.test(value)) return parseDecimal(value);
  problems.push({ field, message: REFERRAL_MESSAGES.invalidBonus(field) });
  return undefined;
}
