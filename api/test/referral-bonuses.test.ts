// GET /referral/bonuses: the referrer's table of referred investors with what each earned them,
// searched, filtered on IST sign-up days and bonus, sorted on every column and paged, against a
// known set of referees; and every bad parameter refused in the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { accountsConfig } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { seedBuyer, seedOrder, signedIn } from './helpers/orders.js';
import {
  seedReferee,
  seedReferralPurchase,
  type ReferralPurchaseSeed,
} from './helpers/referrals.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

interface Purchase {
  _id: string;
  purchaseDate: string;
  totalTokens: string;
  bonusStatus: string;
}

interface Referee {
  _id: string;
  fullname: string;
  email: string;
  createdAt: string;
  totalBonusTokens: string;
  purchaseCount: number;
  lastPurchaseDate: string | null;
  referralPurchases: Purchase[];
}

interface Page {
  count: number;
  referredUsers: Referee[];
  heldBonus: { tokens: string; bonuses: number; holdUntil: string } | null;
  expiredHeldTokens: string;
  page: number;
  limit: number;
}

// Sign-ups on both sides of IST midnights: 18:30 UTC is 00:00 the next day in India.
const NAMED = [
  {
    fullname: 'Asha Rao',
    email: 'asha.rao@example.com',
    signedUpAt: '2025-07-14T18:29:59Z',
    purchases: [
      { baseTokens: 10, bonusPercent: 25, purchasedAt: '2025-07-20T10:00:00Z' },
      { baseTokens: 4, bonusPercent: 15, purchasedAt: '2025-08-20T10:00:00Z' },
    ],
  },
  {
    fullname: 'bala Krishnan',
    email: 'bala.k@example.com',
    signedUpAt: '2025-07-14T18:30:00Z',
    purchases: [{ baseTokens: 100, bonusPercent: 5, purchasedAt: '2025-10-20T10:00:00Z' }],
  },
  {
    fullname: 'Chitra Iyer',
    email: 'chitra@example.com',
    signedUpAt: '2025-07-15T18:29:59.999Z',
    purchases: [
      { baseTokens: 1, bonusPercent: 25, purchasedAt: '2025-07-16T10:00:00Z' },
      { baseTokens: 2, bonusPercent: 25, purchasedAt: '2025-07-17T10:00:00Z' },
      { baseTokens: 3, bonusPercent: 25, purchasedAt: '2025-07-18T10:00:00Z' },
    ],
  },
  {
    fullname: 'Dev Menon',
    email: 'meena_iyer@example.com',
    signedUpAt: '2025-07-15T18:30:00Z',
    purchases: [{ baseTokens: 40, bonusPercent: 25, purchasedAt: '2025-09-01T10:00:00Z' }],
  },
  {
    fullname: 'Esha 100% Patel',
    email: 'esha@example.com',
    signedUpAt: '2025-07-20T06:00:00Z',
    purchases: [],
  },
  {
    fullname: 'Farah Khan',
    email: 'farah.khan@example.com',
    signedUpAt: '2025-07-21T06:00:00Z',
    purchases: [],
  },
] satisfies {
  fullname: string;
  email: string;
  signedUpAt: string;
  purchases: ReferralPurchaseSeed[];
}[];

const GUESTS = 30;
const TOTAL = NAMED.length + GUESTS;

let database: TestDatabase;
let app: App;
let referrer: UserRow;
let browser: Browser;
let otherBrowser: Browser;
/** What the table must show, built from the seeds independently of the api's SQL. */
const expected = new Map<string, Referee>();
const byName = new Map<string, Referee>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, config: await accountsConfig() });
  const { db } = database;
  referrer = await seedBuyer(db, { fullname: 'Priya Referrer', email: 'priya@example.com' });
  const otherReferrer = await seedBuyer(db, { fullname: 'Ravi', email: 'ravi@example.com' });
  await seedOrder(db, { user_id: referrer.id, status: 'credited', base_tokens: '7' });

  for (const seed of NAMED) {
    const referee = await seedReferee(db, referrer, seed);
    const purchases: Purchase[] = [];
    for (const purchase of seed.purchases) {
      const { bonus } = await seedReferralPurchase(db, referrer, referee, purchase);
      purchases.unshift({
        _id: bonus.id,
        purchaseDate: new Date(purchase.purchasedAt).toISOString(),
        totalTokens: String((purchase.baseTokens * purchase.bonusPercent) / 100),
        bonusStatus: 'credited',
      });
    }
    const row: Referee = {
      _id: referee.id,
      fullname: seed.fullname,
      email: seed.email,
      createdAt: new Date(seed.signedUpAt).toISOString(),
      totalBonusTokens: String(
        purchases.reduce((sum, purchase) => sum + Number(purchase.totalTokens) * 100, 0) / 100,
      ),
      purchaseCount: purchases.length,
      lastPurchaseDate: purchases[0]?.purchaseDate ?? null,
      referralPurchases: purchases,
    };
    expected.set(row._id, row);
    byName.set(seed.fullname, row);
  }
  // A purchase still waiting for its payment earns nothing yet.
  const esha = byName.get('Esha 100% Patel');
  await seedOrder(db, { user_id: esha?._id ?? '', status: 'pending', base_tokens: '9' });

  for (let guest = 1; guest <= GUESTS; guest += 1) {
    const number = String(guest).padStart(2, '0');
    const signedUpAt = new Date(Date.parse('2025-08-01T00:00:00Z') + guest * 3_600_000);
    const referee = await seedReferee(db, referrer, {
      fullname: `Guest ${number}`,
      email: `guest-${number}@example.org`,
      signedUpAt: signedUpAt.toISOString(),
    });
    expected.set(referee.id, {
      _id: referee.id,
      fullname: `Guest ${number}`,
      email: `guest-${number}@example.org`,
      createdAt: signedUpAt.toISOString(),
      totalBonusTokens: '0',
      purchaseCount: 0,
      lastPurchaseDate: null,
      referralPurchases: [],
    });
  }

  const stranger = await seedReferee(db, otherReferrer, {
    fullname: 'Asha Other',
    email: 'asha.other@example.com',
    signedUpAt: '2025-07-15T00:00:00Z',
  });
  await seedReferralPurchase(db, otherReferrer, stranger, {
    baseTokens: 8,
    bonusPercent: 25,
    purchasedAt: '2025-07-19T00:00:00Z',
  });

  browser = await signedIn(app, referrer);
  otherBrowser = await signedIn(app, otherReferrer);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const bonuses = (query = '', as: Browser = browser) =>
  as.request({ method: 'GET', url: `/api/v1/referral/bonuses${query}` });

async function pageOf(query: string, as: Browser = browser): Promise<Page> {
  const response = await bonuses(query, as);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ status: true, message: 'Referral bonuses' });
  return body.data;
}

const namesOf = (page: Page) => page.referredUsers.map(({ fullname }) => fullname);
const idsOf = (page: Page) => page.referredUsers.map(({ _id }) => _id);

type SortField = 'createdAt' | 'name' | 'totalBonusTokens' | 'purchaseCount' | 'lastPurchaseDate';

const SORT_VALUES: Record<SortField, (referee: Referee) => number | string> = {
  createdAt: (referee) => Date.parse(referee.createdAt),
  name: (referee) => referee.fullname.toLowerCase(),
  totalBonusTokens: (referee) => Number(referee.totalBonusTokens),
  purchaseCount: (referee) => referee.purchaseCount,
  // Never bought counts as the earliest.
  lastPurchaseDate: (referee) =>
    referee.lastPurchaseDate === null ? -Infinity : Date.parse(referee.lastPurchaseDate),
};

/** The order the table must have: the field, then the id, both in the asked direction. */
function sortedIds(field: SortField, order: 'asc' | 'desc', referees = [...expected.values()]) {
  const value = SORT_VALUES[field];
  const ascending = [...referees].sort((left, right) => {
    const [a, b] = [value(left), value(right)];
    if (a !== b) return a < b ? -1 : 1;
    return left._id < right._id ? -1 : left._id > right._id ? 1 : 0;
  });
  const ids = ascending.map(({ _id }) => _id);
  return order === 'asc' ? ids : ids.reverse();
}

async function everyPage(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  const pages = Math.ceil(TOTAL / limit);
  for (let page = 1; page <= pages; page += 1) {
    const answer = await pageOf(`?limit=${limit}&page=${page}${query}`);
    expect(answer).toMatchObject({ count: TOTAL, page, limit });
    expect(answer.referredUsers).toHaveLength(page < pages ? limit : TOTAL - limit * (pages - 1));
    ids.push(...idsOf(answer));
  }
  return ids;
}

describe('the referral table', () => {
  it('lists the newest sign-ups first, ten at a time, with what each earned the referrer', async () => {
    const page = await pageOf('');
    expect(page.count).toBe(TOTAL);
    expect(page.page).toBe(1);
    expect(page.limit).toBe(10);
    expect(idsOf(page)).toEqual(sortedIds('createdAt', 'desc').slice(0, 10));
    const all = await pageOf('?limit=100');
    expect(all.referredUsers).toEqual(sortedIds('createdAt', 'desc').map((id) => expected.get(id)));
  });

  it('shows each bonus with the referee’s purchase date, newest first', async () => {
    const all = await pageOf('?limit=100');
    const asha = all.referredUsers.find(({ fullname }) => fullname === 'Asha Rao');
    expect(asha).toEqual({
      _id: byName.get('Asha Rao')?._id,
      fullname: 'Asha Rao',
      email: 'asha.rao@example.com',
      createdAt: '2025-07-14T18:29:59.000Z',
      totalBonusTokens: '3.1',
      purchaseCount: 2,
      lastPurchaseDate: '2025-08-20T10:00:00.000Z',
      referralPurchases: [
        {
          _id: expect.any(String),
          purchaseDate: '2025-08-20T10:00:00.000Z',
          totalTokens: '0.6',
          bonusStatus: 'credited',
        },
        {
          _id: expect.any(String),
          purchaseDate: '2025-07-20T10:00:00.000Z',
          totalTokens: '2.5',
          bonusStatus: 'credited',
        },
      ],
    });
    const esha = all.referredUsers.find(({ fullname }) => fullname === 'Esha 100% Patel');
    expect(esha).toMatchObject({
      totalBonusTokens: '0',
      purchaseCount: 0,
      lastPurchaseDate: null,
      referralPurchases: [],
    });
  });

  it('never shows the investors of another referrer', async () => {
    const mine = await pageOf('?limit=100&search=asha');
    expect(namesOf(mine)).toEqual(['Asha Rao']);
    const theirs = await pageOf('', otherBrowser);
    expect(theirs.count).toBe(1);
    expect(theirs.referredUsers).toEqual([
      expect.objectContaining({
        fullname: 'Asha Other',
        totalBonusTokens: '2',
        purchaseCount: 1,
        referralPurchases: [expect.objectContaining({ totalTokens: '2' })],
      }),
    ]);
  });

  it.each(['createdAt', 'name', 'totalBonusTokens', 'purchaseCount', 'lastPurchaseDate'] as const)(
    'sorts by %s both ways, ties broken by id',
    async (field) => {
      for (const order of ['asc', 'desc'] as const) {
        const page = await pageOf(`?limit=100&sortBy=${field}&sortOrder=${order}`);
        expect(idsOf(page), `${field} ${order}`).toEqual(sortedIds(field, order));
      }
    },
  );

  it('sorts the named referees as a person would read the columns', async () => {
    const named = '&search=example.com&limit=100';
    expect(namesOf(await pageOf(`?sortBy=totalBonusTokens&sortOrder=desc${named}`))).toEqual([
      'Dev Menon',
      'bala Krishnan',
      'Asha Rao',
      'Chitra Iyer',
      ...['Esha 100% Patel', 'Farah Khan'].sort((left, right) =>
        (byName.get(left)?._id ?? '') > (byName.get(right)?._id ?? '') ? -1 : 1,
      ),
    ]);
    expect(namesOf(await pageOf(`?sortBy=name&sortOrder=asc${named}`))).toEqual([
      'Asha Rao',
      'bala Krishnan',
      'Chitra Iyer',
      'Dev Menon',
      'Esha 100% Patel',
      'Farah Khan',
    ]);
    expect(
      namesOf(await pageOf(`?sortBy=lastPurchaseDate&sortOrder=desc${named}`)).slice(0, 4),
    ).toEqual(['bala Krishnan', 'Dev Menon', 'Asha Rao', 'Chitra Iyer']);
    expect(
      namesOf(await pageOf(`?sortBy=purchaseCount&sortOrder=desc${named}`)).slice(0, 2),
    ).toEqual(['Chitra Iyer', 'Asha Rao']);
  });

  it.each([5, 10, 25, 50, 100])(
    'pages through everyone %i at a time without overlap or gaps',
    async (limit) => {
      expect(await everyPage('', limit)).toEqual(sortedIds('createdAt', 'desc'));
      // Most referees tie on a purchase count of 0: the id keeps the pages apart.
      expect(await everyPage('&sortBy=purchaseCount&sortOrder=asc', limit)).toEqual(
        sortedIds('purchaseCount', 'asc'),
      );
    },
  );

  it('answers an empty page past the end with the count', async () => {
    expect(await pageOf('?page=9&limit=5')).toEqual({
      count: TOTAL,
      referredUsers: [],
      heldBonus: null,
      expiredHeldTokens: '0',
      page: 9,
      limit: 5,
    });
  });
});

describe('searching the referral table', () => {
  it.each([
    ['ASHA', ['Asha Rao']],
    ['KRISHNAN', ['bala Krishnan']],
    ['Chitra@Example', ['Chitra Iyer']],
    ['  chitra  ', ['Chitra Iyer']],
    // Literal wildcards: unescaped, "a_i" would also match "Chitra Iyer" and "%" everyone.
    ['a_i', ['Dev Menon']],
    ['%', ['Esha 100% Patel']],
    ['100%', ['Esha 100% Patel']],
    ['\\', []],
    ['nobody', []],
  ])('finds %j by name or e-mail', async (search, names) => {
    const page = await pageOf(`?limit=100&search=${encodeURIComponent(search)}`);
    expect(namesOf(page)).toEqual(names);
    expect(page.count).toBe(names.length);
  });

  it('counts every match while showing one page of them', async () => {
    const page = await pageOf('?search=example.org&limit=5&sortBy=name&sortOrder=asc');
    expect(page.count).toBe(GUESTS);
    expect(namesOf(page)).toEqual(['Guest 01', 'Guest 02', 'Guest 03', 'Guest 04', 'Guest 05']);
  });

  it('counts every match on the last page and on a page past it', async () => {
    const last = await pageOf('?search=example.org&limit=25&page=2&sortBy=name&sortOrder=asc');
    expect(last.count).toBe(GUESTS);
    expect(namesOf(last)).toEqual(['Guest 26', 'Guest 27', 'Guest 28', 'Guest 29', 'Guest 30']);
    const past = await pageOf('?search=example.org&limit=25&page=3');
    expect(past.count).toBe(GUESTS);
    expect(past.referredUsers).toEqual([]);
    expect((await pageOf('?search=nobody&page=2')).count).toBe(0);
  });

  it('treats a blank search as everyone and takes 100 characters', async () => {
    expect((await pageOf('?search=%20%20')).count).toBe(TOTAL);
    expect((await pageOf(`?search=${'x'.repeat(100)}`)).count).toBe(0);
  });
});

describe('filtering the referral table', () => {
  it.each([
    ['?dateFrom=2025-07-15&dateTo=2025-07-15', ['bala Krishnan', 'Chitra Iyer']],
    ['?dateTo=2025-07-14', ['Asha Rao']],
    ['?dateFrom=2025-07-16&dateTo=2025-07-20', ['Dev Menon', 'Esha 100% Patel']],
    ['?minBonus=1.5&maxBonus=5', ['bala Krishnan', 'Asha Rao', 'Chitra Iyer']],
    ['?minBonus=3.10', ['Dev Menon', 'bala Krishnan', 'Asha Rao']],
    ['?minBonus=10.001', []],
    ['?dateFrom=2025-07-15&minBonus=2', ['Dev Menon', 'bala Krishnan']],
    ['?dateFrom=2025-07-14&dateTo=2025-07-15&maxBonus=3.1&search=a', ['Asha Rao', 'Chitra Iyer']],
  ])('%s keeps the right referees', async (query, names) => {
    const page = await pageOf(`${query}&limit=100&sortBy=totalBonusTokens&sortOrder=desc`);
    expect(namesOf(page)).toEqual(names);
    expect(page.count).toBe(names.length);
  });

  it('counts the days of India, whole days included', async () => {
    expect((await pageOf('?dateFrom=2025-07-15')).count).toBe(TOTAL - 1);
    expect((await pageOf('?dateFrom=2025-08-01&dateTo=2025-08-02')).count).toBe(GUESTS);
  });

  it('finds the referees who earned nothing yet with a maximum of 0', async () => {
    const page = await pageOf('?maxBonus=0&limit=100');
    expect(page.count).toBe(GUESTS + 2);
    expect(page.referredUsers.every((referee) => referee.totalBonusTokens === '0')).toBe(true);
  });

  it('ignores blank bounds, as an empty form field sends them', async () => {
    expect((await pageOf('?dateFrom=&dateTo=&minBonus=&maxBonus=')).count).toBe(TOTAL);
  });
});

describe('refusing bad parameters', () => {
  it.each([
    ['limit=7', 'limit', 'limit must be one of: 5, 10, 25, 50, 100'],
    ['limit=ten', 'limit', undefined],
    ['page=0', 'page', 'page must be at least 1'],
    ['page=1.5', 'page', undefined],
    ['sortBy=password', 'sortBy', undefined],
    ['sortOrder=sideways', 'sortOrder', 'sortOrder must be one of: asc, desc'],
    [
      'dateFrom=2025-13-01',
      'dateFrom',
      'dateFrom must be a date written YYYY-MM-DD, like 2025-07-15',
    ],
    ['dateTo=2025-02-30', 'dateTo', undefined],
    ['dateTo=15-07-2025', 'dateTo', undefined],
    ['dateFrom=2025-07-16&dateTo=2025-07-15', 'dateFrom', 'dateFrom must not be after dateTo'],
    ['minBonus=-1', 'minBonus', 'minBonus must be a number of 0 or more, like 10 or 2.5'],
    ['maxBonus=1e3', 'maxBonus', undefined],
    ['minBonus=5&maxBonus=4.99', 'minBonus', 'minBonus must not be more than maxBonus'],
    [`search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters long'],
  ])('refuses %s', async (query, field, message) => {
    const response = await bonuses(`?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: false, data: null });
    expect(body.errors).toContainEqual(expect.objectContaining({ field }));
    if (message) expect(body.errors).toContainEqual({ field, message });
  });

  it('names every bad parameter at once', async () => {
    const response = await bonuses('?dateFrom=2025-13-01&minBonus=-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'dateFrom',
      'minBonus',
    ]);
  });

  it('asks a visitor to sign in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/referral/bonuses' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      message: 'Please sign in to continue.',
      data: null,
      errors: [],
    });
  });
});
