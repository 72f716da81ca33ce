import { describe, expect, it } from 'vitest';
import { NO_FILTER } from '../forms/referral-filter-schema';
import { paramsFor, variablesFor, viewFromParams, type ReferralView } from './referral-view';

const view = (search: string) => viewFromParams(new URLSearchParams(search));

const DEFAULT_VIEW: ReferralView = {
  page: 1,
  limit: 10,
  search: '',
  sort: { by: 'CREATED_AT', order: 'DESC' },
  filter: NO_FILTER,
};

describe('the referral table in the address', () => {
  it('opens on the newest sign-ups, 10 a page', () => {
    expect(view('')).toEqual(DEFAULT_VIEW);
    expect(paramsFor(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads back everything it writes', () => {
    const narrowed: ReferralView = {
      page: 3,
      limit: 25,
      search: 'asha rao',
      sort: { by: 'LAST_PURCHASE_DATE', order: 'ASC' },
      filter: { dateFrom: '2025-08-01', dateTo: '2025-09-30', minBonus: '1.5', maxBonus: '' },
    };
    const search = paramsFor(narrowed).toString();
    expect(search).toBe(
      'q=asha+rao&from=2025-08-01&to=2025-09-30&min-bonus=1.5&sort=last-purchase&order=asc&limit=25&page=3',
    );
    expect(view(search)).toEqual(narrowed);
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(view('page=-2&limit=7&sort=email&order=up')).toEqual(DEFAULT_VIEW);
    expect(view('page=1.5&limit=abc')).toEqual(DEFAULT_VIEW);
  });

  it('sorts names from A and everything else from the largest when no order is given', () => {
    expect(view('sort=name').sort).toEqual({ by: 'NAME', order: 'ASC' });
    expect(view('sort=purchases').sort).toEqual({ by: 'PURCHASE_COUNT', order: 'DESC' });
  });

  it('ignores a filter the form would refuse', () => {
    expect(view('from=2025-09-30&to=2025-09-01').filter).toEqual(NO_FILTER);
    expect(view('min-bonus=-3').filter).toEqual(NO_FILTER);
  });
});

describe('the variables of the referral query', () => {
  it('always carry the sort, and the search and filter only when there are some', () => {
    expect(variablesFor(DEFAULT_VIEW)).toEqual({
      page: 1,
      limit: 10,
      sort: { by: 'CREATED_AT', order: 'DESC' },
    });
  });

  it('carry each bound that is set, bonuses as plain decimals', () => {
    expect(
      variablesFor({
        ...DEFAULT_VIEW,
        search: 'ravi',
        filter: { ...NO_FILTER, dateTo: '2025-09-30', minBonus: '02.50' },
      }),
    ).toEqual({
      page: 1,
      limit: 10,
      search: 'ravi',
      sort: { by: 'CREATED_AT', order: 'DESC' },
      filter: { dateTo: '2025-09-30', minBonus: '2.5' },
    });
  });
});
