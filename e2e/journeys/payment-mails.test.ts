// An investor is mailed about every step of their money: the KYC they sent, an online purchase
// through the sandbox's Paytm page, and a bank transfer from its receipt to the team's approval
// with the admin CLI. Each mail reaches the sandbox's inbox with the order's real figures.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@rent/test-kit/chromium';
import { mailTo, mailWithSubject } from '@rent/test-kit/sandbox';
import { runLiveAdmin } from '../support/admin.js';
import { DESKTOP, keepScreenshot } from '../support/browser.js';
import { aadharDocuments } from '../support/documents.js';
import { startPurchase, submitKyc, verifiedInvestor } from '../support/investors.js';

const site = { app: inject('liveGatewayUrl'), sandbox: inject('liveSandboxUrl') };
const { sandbox } = site;
let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  email = `meena-${randomUUID().slice(0, 8)}@example.com`;
  await verifiedInvestor(page, site, email, 'MeenaMails2026');
  await submitKyc(page, site);
  await runLiveAdmin('kyc', 'approve', email);
});
afterAll(() => browser?.close());

/** Opens the inbox's page of the mail with this subject, as a person checking the mail would. */
async function lookAtMail(subject: string, screenshot: string) {
  const messages = (await mailTo(sandbox, email)) as { id?: string; subject: string }[];
  const mail = messages.find((message) => message.subject === subject);
  expect(mail?.id).toBeDefined();
  const inbox = await page.context().newPage();
  await inbox.goto(`${sandbox}/mail/${mail?.id ?? ''}`);
  await inbox.getByTitle('Message body').waitFor();
  await keepScreenshot(inbox, screenshot);
  await inbox.close();
}

describe('the mails about an investor’s money', () => {
  it('acknowledges the KYC submission', async () => {
    const mail = await mailWithSubject(
      sandbox,
      email,
      'Your RENT identity verification was received',
    );
    expect(mail).toContain('See my KYC status:');
  });

  it('confirms an online purchase through Paytm with its figures', async () => {
    await startPurchase(page, site, '2', 'Pay Online (Paytm)');
    const dialog = page.getByRole('dialog', { name: 'Pay Online' });
    await dialog.getByRole('radio', { name: /Paytm/ }).check();
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-status\?status=success/);
    const purchaseId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(purchaseId).toMatch(/^RENT-[A-Z0-9]{10}$/);

    const subject = `Your RENT purchase ${purchaseId} is confirmed`;
    const mail = await mailWithSubject(sandbox, email, subject);
    expect(mail).toContain('Hello Priya Sharma,');
    expect(mail).toContain(`Order: ${purchaseId}`);
    expect(mail).toMatch(/Date: \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M IST/);
    expect(mail).toContain('Method: Online payment (Paytm)');
    expect(mail).toContain('Base tokens: 2 RENT');
    expect(mail).toContain('Bonus tokens: 0.5 RENT (25%)');
    expect(mail).toContain('Total tokens: 2.5 RENT');
    expect(mail).toContain('Amount: ₹2,000.00');
    await lookAtMail(subject, 'mail-online-credited');
  });

  it('mails the receipt of a bank transfer, then its approval by the team', async () => {
    await startPurchase(page, site, '3', 'Manual Bank Transfer');
    const dialog = page.getByRole('dialog', { name: 'Manual Bank Transfer' });
    await dialog.getByLabel('Payment proof').setInputFiles(aadharDocuments().front);
    await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
    await dialog.getByRole('button', { name: 'Submit Payment Proof' }).click();
    await page.getByRole('dialog', { name: 'Payment Under Review' }).waitFor();

    const pending = await runLiveAdmin('orders', 'list');
    const purchaseId =
      pending
        .split('\n')
        .find((line) => line.includes(email))
        ?.match(/RENT-[A-Z0-9]{10}/)?.[0] ?? '';
    expect(purchaseId).not.toBe('');

    const receivedSubject = `Your RENT manual payment ${purchaseId} is received`;
    const received = await mailWithSubject(sandbox, email, receivedSubject);
    expect(received).toContain('Method: Bank transfer');
    // The reference the bank dialog gave, which the investor's bank statement shows.
    expect(received).toMatch(/Bank reference: [A-Z2-9]{8}\b/);
    expect(received).toContain('Total tokens: 3.75 RENT');
    expect(received).toContain('Amount: ₹3,000.00');
    await lookAtMail(receivedSubject, 'mail-manual-received');

    await runLiveAdmin('orders', 'approve', purchaseId, '--by', 'journey');
    const approvedSubject = `Your RENT purchase ${purchaseId} is confirmed`;
    const approved = await mailWithSubject(sandbox, email, approvedSubject);
    expect(approved).toContain('The team has verified your bank transfer of ₹3,000.00');
    expect(approved).toContain('Base tokens: 3 RENT');
    expect(approved).toContain('Bonus tokens: 0.75 RENT (25%)');
    expect(approved).toContain('Total tokens: 3.75 RENT');
    await lookAtMail(approvedSubject, 'mail-manual-approved');

    // Each event was mailed once.
    const subjects = (await mailTo(sandbox, email)).map((message) => message.subject);
    expect(subjects.filter((subject) => subject.includes(purchaseId))).toHaveLength(2);
  });
});
