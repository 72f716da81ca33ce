// Referrals end to end during the sale: investor A, KYC verified, copies the referral link,
// investor B signs up through it, passes KYC and buys; A finds B in /referral with the bonus, expands B's purchases,
// searches and sorts.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLiveAdmin } from '../support/admin.js';
import { launchChromium } from '@rent/test-kit/chromium';
import { DESKTOP, keepScreenshot } from '../support/browser.js';
import { submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { app } = site;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
  return context.newPage();
}

describe('a referral', () => {
  // Both investors go through KYC and its review: more than the default minute.
  it('credits the referrer when the referred investor buys, and shows it in /referral', async () => {
    const referrer = await newPage();
    const referrerEmail = `anil-${randomUUID().slice(0, 8)}@example.com`;
    await verifiedInvestor(referrer, site, referrerEmail, 'AnilRefers2026');
    // A referrer earns only once their own KYC is verified (decision 0056).
    await submitKyc(referrer, site);
    await runLiveAdmin('kyc', 'approve', referrerEmail);

    await referrer.goto(`${app}/ico-distribution`);
    await referrer.getByRole('button', { name: 'Copy referral link' }).first().click();
    await referrer.getByText('Referral link copied to clipboard!').first().waitFor();
    const link = await referrer.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${app}/signup\\?ref=[A-Z0-9]{8}$`));
    await keepScreenshot(referrer, 'referral-distribution');

    // The referred investor follows the link: the code is filled in and ticked.
    const referee = await newPage();
    const refereeEmail = `bina-${randomUUID().slice(0, 8)}@example.com`;
    await referee.goto(link);
    await expect
      .poll(() => referee.getByRole('checkbox', { name: 'Have a referral code?' }).isChecked())
      .toBe(true);
    await verifiedInvestor(
      referee,
      site,
      refereeEmail,
      'BinaBuys2026',
      new URL(link).pathname + new URL(link).search,
    );
    await submitKyc(referee, site);
    await runLiveAdmin('kyc', 'approve', refereeEmail);

    // The referee buys 4 RENT online in the Pre-Sale (25 %): the referrer earns 1 RENT.
    await referee.goto(`${app}/buy-token`);
    await referee.getByLabel('Number of RENT tokens').fill('4');
    await referee.getByRole('button', { name: 'Pay Online (Paytm)' }).click();
    const addWallet = referee.getByRole('dialog', { name: 'Add Wallet' });
    await addWallet
      .getByLabel('BEP20 Wallet Address')
      .fill('0xde709f2102306220921060314715629080e2fb77');
    await addWallet.getByRole('button', { name: 'Save' }).click();
    await referee
      .getByRole('dialog', { name: 'Confirm Purchase' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const pay = referee.getByRole('dialog', { name: 'Pay Online' });
    await pay.getByRole('radio', { name: /Paytm/ }).check();
    await pay.getByRole('checkbox', { name: /I agree to the/ }).check();
    await pay.getByRole('button', { name: 'Proceed to Payment' }).click();
    await referee.getByRole('button', { name: 'Pay', exact: true }).click();
    await referee.getByRole('dialog', { name: 'Payment Successful' }).waitFor();

    // The bonus's details name the referee (first name only) and add up, with no payment.
    await referrer.goto(`${app}/transactions`);
    const bonusRow = referrer.getByRole('row').filter({ hasText: 'Referral Bonus' }).first();
    await bonusRow.getByRole('button', { name: /^Details of / }).click();
    const details = referrer.getByRole('dialog', { name: 'Transaction Details' });
    const detail = (term: string) =>
      details
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => detail('Referred Investor').textContent()).toBe('Priya');
    expect(await detail('Amount Paid').textContent()).toBe('No payment (referral bonus)');
    expect(await detail('Their Purchase').textContent()).toBe('4 RENT');
    expect(await detail('Bonus').textContent()).toBe('25% of their purchase');
    expect(await detail('Bonus Tokens').textContent()).toBe('1 RENT');
    expect(await detail('Total Tokens').textContent()).toBe('1 RENT');
    expect(await details.getByText('Base Tokens', { exact: true }).count()).toBe(0);
    await keepScreenshot(referrer, 'details-referral');
    await referrer.setViewportSize({ width: 360, height: 740 });
    await keepScreenshot(referrer, 'details-referral-phone');
    await referrer.setViewportSize(DESKTOP);
    await referrer.keyboard.press('Escape');

    await referrer.goto(`${app}/referral`);
    const table = referrer.getByRole('table').first();
    const row = table.getByRole('row', { name: /Priya Sharma/ }).first();
    await row.waitFor();
    await expect.poll(() => row.getByText(refereeEmail).isVisible()).toBe(true);
    await expect
      .poll(() =>
        row
          .getByText(/^1(\.00)?( RENT)?$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await referrer.getByRole('button', { name: 'Purchases by Priya Sharma' }).click();
    await expect
      .poll(() =>
        referrer
          .getByRole('button', { name: 'Purchases by Priya Sharma' })
          .getAttribute('aria-expanded'),
      )
      .toBe('true');
    await keepScreenshot(referrer, 'referral-table');

    // On a small phone each referred investor is a card: every figure, Total Bonus included,
    // lies within the screen, and nothing scrolls sideways.
    await referrer.setViewportSize({ width: 360, height: 740 });
    const bonus = row.locator('td[data-label="Total Bonus"]');
    await expect.poll(async () => (await bonus.boundingBox())?.width ?? 0).toBeGreaterThan(0);
    const box = await bonus.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // Asked until the page has laid itself out again for the new width (once, it was read mid-way).
    await expect
      .poll(() =>
        referrer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      )
      .toBe(true);
    await keepScreenshot(referrer, 'referral-cards-phone');
    await referrer.setViewportSize(DESKTOP);

    await referrer.getByLabel('Search').fill(refereeEmail.slice(0, 9));
    await expect.poll(() => referrer.url()).toContain('q=');
    await row.waitFor();
    await referrer.getByLabel('Search').fill('nobody-matches-this');
    await referrer.getByText('No referrals match your search and filters').first().waitFor();
    await referrer.getByLabel('Search').fill('');

    await referrer.getByRole('button', { name: /Total Bonus/ }).click();
    await expect.poll(() => referrer.url()).toContain('sort=');
    await table
      .getByRole('row', { name: /Priya Sharma/ })
      .first()
      .waitFor();
    await referrer.context().close();
    await referee.context().close();
  }, 150_000);
});
