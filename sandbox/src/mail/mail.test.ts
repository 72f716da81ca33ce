import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Mail, type Sandbox } from '../index.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  await fetch(`${sandbox.url}/mail`, { method: 'DELETE' });
  await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
});

interface Letter {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  bcc?: string;
}

function send(letter: Letter) {
  const transport = nodemailer.createTransport(sandbox.smtpUrl);
  return transport.sendMail({ from: 'RENT <no-reply@rent.example>', text: 'Hello', ...letter });
}

async function inbox(query = ''): Promise<Mail[]> {
  const response = await fetch(`${sandbox.url}/mail?format=json${query}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

function setSmtp(mode: string): Promise<Response> {
  return fetch(`${sandbox.url}/__control/smtp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
}

describe('the SMTP server', () => {
  it('keeps a message sent to it, readable as JSON from the inbox', async () => {
    await send({
      to: 'Investor <Investor@Example.com>',
      subject: 'Verify your e-mail',
      text: 'Open https://rent.example/verify-email?token=abc',
      html: '<p>Open <a href="https://rent.example/verify-email?token=abc">this link</a></p>',
    });
    const [mail, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(mail).toEqual({
      id: expect.any(String),
      from: 'RENT <no-reply@rent.example>',
      // The SMTP server lowercases the domain of an envelope address, as mail servers may.
      to: ['Investor@example.com'],
      subject: 'Verify your e-mail',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text: expect.stringContaining('verify-email?token=abc'),
      html: expect.stringContaining('<a href="https://rent.example/verify-email?token=abc">'),
    });

    const one = await fetch(`${sandbox.url}/mail/${mail?.id}.json`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(mail);
  });

  it('lists the newest message first, also for Accept: application/json', async () => {
    await send({ to: 'a@example.com', subject: 'First' });
    await send({ to: 'a@example.com', subject: 'Second' });
    const response = await fetch(`${sandbox.url}/mail`, {
      headers: { accept: 'application/json' },
    });
    const { messages } = (await response.json()) as { messages: Mail[] };
    expect(messages.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(sandbox.mailbox.messages().map((mail) => mail.subject)).toEqual(['Second', 'First']);
  });

  it('delivers to Bcc recipients, who show among the addresses it went to', async () => {
    await send({ to: 'a@example.com', bcc: 'auditor@example.com', subject: 'Receipt' });
    const [mail] = await inbox('&to=auditor@example.com');
    expect(mail?.to).toEqual(['a@example.com', 'auditor@example.com']);
  });

  it('accepts senders that log in with any credentials', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sandbox.smtpPort,
      auth: { user: 'mailer', pass: 'whatever' },
    });
    await transport.sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
    });
    expect(await inbox()).toHaveLength(1);
  });

  it('lets a test wait for the message an action is about to send', async () => {
    const arriving = sandbox.mailbox.waitFor({ to: 'late@example.com' }, 2000);
    await send({ to: 'early@example.com', subject: 'Not this one' });
    await send({ to: 'late@example.com', subject: 'This one' });
    expect((await arriving).subject).toBe('This one');
    await expect(sandbox.mailbox.waitFor({ to: 'nobody@example.com' }, 50)).rejects.toThrow(
      /No mail to nobody@example.com/,
    );
  });
});

describe('the inbox', () => {
  it('filters by recipient, ignoring case, in JSON and HTML', async () => {
    await send({ to: 'Alice@example.com', subject: 'For Alice' });
    await send({ to: 'bob@example.com', subject: 'For Bob' });
    const forAlice = await inbox('&to=aLICE@EXAMPLE.com');
    expect(forAlice.map((mail) => mail.subject)).toEqual(['For Alice']);

    const page = await (await fetch(`${sandbox.url}/mail?to=bob@example.com`)).text();
    expect(page).toContain('For Bob');
    expect(page).not.toContain('For Alice');
  });

  it('escapes what a message says in the inbox and message pages', async () => {
    await send({
      to: 'a@example.com',
      subject: '<script>alert("inbox")</script>',
      html: '<p onclick="steal()">Hi & "bye"</p><script>alert(1)</script>',
    });
    const page = await fetch(`${sandbox.url}/mail`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const inboxHtml = await page.text();
    expect(inboxHtml).toContain('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt;');
    expect(inboxHtml).not.toContain('<script>');

    const [mail] = sandbox.mailbox.messages();
    const messageHtml = await (await fetch(`${sandbox.url}/mail/${mail?.id}`)).text();
    expect(messageHtml).not.toContain('<script>');
    expect(messageHtml).toMatch(
      /<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="[^"]*&lt;p onclick=&quot;steal/,
    );
  });

  it('shows a text-only message as preformatted text', async () => {
    await send({ to: 'a@example.com', subject: 'Plain', text: 'Line one\n<b>not bold</b>' });
    const [mail] = sandbox.mailbox.messages();
    const page = await (await fetch(`${sandbox.url}/mail/${mail?.id}`)).text();
    expect(page).not.toContain('<iframe');
    expect(page).toContain('<pre>Line one\n&lt;b&gt;not bold&lt;/b&gt;');
  });

  it('answers 404 for a message it does not have', async () => {
    const json = await fetch(`${sandbox.url}/mail/999999.json`);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'There is no message 999999.' });
    const page = await fetch(`${sandbox.url}/mail/%3Cb%3E`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('There is no message &lt;b&gt;');
  });

  it('is emptied by DELETE /mail', async () => {
    await send({ to: 'a@example.com', subject: 'Gone soon' });
    const response = await fetch(`${sandbox.url}/mail`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ deleted: 1 });
    expect(await inbox()).toEqual([]);
  });
});

describe('the SMTP outage switch', () => {
  it('reject turns senders away with a temporary failure, and ok lets mail through again', async () => {
    expect((await setSmtp('reject')).status).toBe(200);
    const refusal = await send({ to: 'a@example.com', subject: 'Lost?' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ responseCode: 451 });
    expect(await inbox()).toEqual([]);

    await setSmtp('ok');
    await send({ to: 'a@example.com', subject: 'Retried' });
    expect((await inbox()).map((mail) => mail.subject)).toEqual(['Retried']);
    const status = await (await fetch(`${sandbox.url}/__control/smtp`)).json();
    expect(status).toEqual({ mode: 'ok', accepted: 1, rejected: 1, connections: 2 });
  });

  it('refuses an unknown mode', async () => {
    const response = await setSmtp('broken');
    expect(response.status).toBe(400);
    expect(sandbox.smtp.status().mode).toBe('ok');
  });

  it('goes back to ok on reset', async () => {
    sandbox.smtp.setMode('reject');
    sandbox.reset();
    expect(sandbox.smtp.status()).toEqual({ mode: 'ok', accepted: 0, rejected: 0, connections: 0 });
  });
});

describe('the refused-recipient switch', () => {
  function refuse(address: unknown): Promise<Response> {
    return fetch(`${sandbox.url}/__control/smtp/refused`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address }),
    });
  }

  it('refuses mail to that recipient for good with a 550, while others get theirs', async () => {
    const answer = await refuse('Gone@Example.com');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ refused: ['gone@example.com'] });

    const refusal = await send({ to: 'gone@example.com', subject: 'Lost' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(String(refusal)).toContain('Mailbox unavailable: gone@example.com does not exist');

    await send({ to: 'here@example.com', subject: 'Arrives' });
    expect((await inbox()).map((mail) => mail.subject)).toEqual(['Arrives']);
    const listed = await fetch(`${sandbox.url}/__control/smtp/refused`);
    expect(await listed.json()).toEqual({ refused: ['gone@example.com'] });
  });

  it('refuses something that is not an address', async () => {
    const answer = await refuse('not an address');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'address must be an e-mail address such as someone@example.com.',
    });
    expect((await refuse(undefined)).status).toBe(400);
  });

  it('forgets refused recipients on reset', async () => {
    sandbox.smtp.refuseRecipient('gone@example.com');
    sandbox.reset();
    await send({ to: 'gone@example.com', subject: 'Back' });
    expect((await inbox()).map((mail) => mail.subject)).toEqual(['Back']);
  });
});
