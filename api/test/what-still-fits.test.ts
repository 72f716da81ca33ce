// What /buy-token says still fits near the hard cap is what the server accepts, for a buyer nobody
// referred and for a referred one, whose order also sets aside the referrer's bonus (decision 0014):
// the page counts it from the investor's `referred` and the supply's `available`.
import { wholeTokensWithin } from '@rent/sale-rules';
import { describe, expect, it } from 'vitest';
import type { Browser } from './helpers/browser.js';
import { seedBuyer, seedOrder, signedIn, useOrdersApp } from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';

const orders = useOrdersApp();

/** Leaves `left` RENT under the hard cap of 14,000,000. */
async function fillCapLeaving(left: string) {
  const whale = await seedBuyer(orders.database.db);
  await seedOrder(orders.database.db, {
    user_id: whale.id,
    status: 'credited',
    payment_method: 'manual',
    base_tokens: String(14_000_000 - Number(left)),
  });
}

/** The figure the purchase form shows: whole tokens within `available` for this investor. */
async function hintedTokens(browser: Browser) {
  const me = (await browser.request({ method: 'GET', url: '/api/v1/user' })).json().data.user;
  const supply = (await browser.request({ method: 'GET', url: '/api/v1/rent/supply' })).json().data;
  // The Pre-Sale's bonus of the test sale.
  return {
    referred: me.referred as boolean,
    fits: wholeTokensWithin(supply.available, 25, me.referred),
  };
}

const createOrder = (browser: Browser, tokens: bigint) =>
  browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount: Number(tokens * 1000n) },
  });

describe('what still fits, as the purchase form counts it', () => {
  it('is exact for a referred buyer: the hinted tokens are accepted and one more is refused', async () => {
    await fillCapLeaving('100');
    const referrer = await seedBuyer(orders.database.db);
    const buyer = await linkReferee(
      orders.database.db,
      referrer,
      await seedBuyer(orders.database.db),
    );
    const browser = await signedIn(orders.app, buyer);
    const { referred, fits } = await hintedTokens(browser);
    expect(referred).toBe(true);
    // 66 tokens + 16.5 Pre-Sale bonus + 16.5 for the referrer make 99; a 67th would pass 100.
    expect(fits).toBe(66n);

    const tooMany = await createOrder(browser, fits + 1n);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'Only 100 RENT left in the pre-sale (bonus included): you can still buy 66 whole tokens.',
    );
    expect((await createOrder(browser, fits)).statusCode).toBe(201);
  });

  it('is exact for a buyer nobody referred, who holds no referrer’s bonus', async () => {
    await fillCapLeaving('100');
    const browser = await signedIn(orders.app, await seedBuyer(orders.database.db));
    const { referred, fits } = await hintedTokens(browser);
    expect(referred).toBe(false);
    expect(fits).toBe(80n);
    expect((await createOrder(browser, fits + 1n)).statusCode).toBe(409);
    expect((await createOrder(browser, fits)).statusCode).toBe(201);
  });
});
