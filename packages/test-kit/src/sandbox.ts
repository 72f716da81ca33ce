// The sandbox as tests drive it: its inbox (the mail the product sent), and the switches of its
// Paytm, SMTP and exchange-rate stand-ins (`/__control/...`).
import { setTimeout as sleep } from 'node:timers/promises';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every message delivered to `address`, newest first. */
export async function mailTo(sandboxUrl: string, address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${sandboxUrl}/mail?format=json&to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

export interface MailWait {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls the inbox of `address` until `find` answers something other than undefined. */
export async function untilMail<T>(
  sandboxUrl: string,
  address: string,
  find: (messages: ReceivedMail[]) => T | undefined,
  failure: string,
  { timeoutMs = 15_000, intervalMs = 200 }: MailWait = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find(await mailTo(sandboxUrl, address));
    if (found !== undefined) return found;
    await sleep(intervalMs);
  }
  throw new Error(failure);
}

/** The first mailed link to `pathname` (with its one-time token), as the investor would open it. */
export function linkFromMail(
  sandboxUrl: string,
  to: string,
  pathname: string,
  wait?: MailWait,
): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${pathname.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`,
  );
  return untilMail(
    sandboxUrl,
    to,
    (messages) => messages.map((message) => message.text.match(pattern)?.[0]).find(Boolean),
    `no mail with a ${pathname} link reached ${to}`,
    wait,
  );
}

/** The text of the first mail to `to` with this subject. */
export function mailWithSubject(
  sandboxUrl: string,
  to: string,
  subject: string,
  wait?: MailWait,
): Promise<string> {
  return untilMail(
    sandboxUrl,
    to,
    (messages) => messages.find((message) => message.subject === subject)?.text,
    `no mail "${subject}" reached ${to}`,
    wait,
  );
}

/** The one-time token of the first link to `pathname` in `mail`. */
export function tokenFromLink(mail: ReceivedMail, pathname: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname === pathname);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return token;
}

/** `reject` answers every sender with a temporary 451; `ok` accepts mail again. */
export async function setSmtpMode(sandboxUrl: string, mode: 'ok' | 'reject'): Promise<void> {
  await control(sandboxUrl, 'smtp', { mode }, 'the SMTP switch');
}

/** Every later message to `address` is refused for good (550), until the sandbox is reset. */
export async function refuseMailTo(sandboxUrl: string, address: string): Promise<void> {
  await control(sandboxUrl, 'smtp/refused', { address }, 'to refuse a recipient');
}

/** How many messages the sandbox's SMTP server turned away. */
export async function rejectedMail(sandboxUrl: string): Promise<number> {
  return (await controlState<{ rejected: number }>(sandboxUrl, 'smtp')).rejected;
}

export type PaytmTxnStatus = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';

/** Pays the order at Paytm with `status`; answers the signed fields Paytm's page would post. */
export async function payAtPaytm(
  sandboxUrl: string,
  paytmOrderId: string,
  status: PaytmTxnStatus | string,
  init: { signal?: AbortSignal } = {},
): Promise<Record<string, string>> {
  const response = await fetch(`${sandboxUrl}/__control/paytm/orders/${paytmOrderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
    ...init,
  });
  if (!response.ok) throw new Error(`sandbox refused to pay ${paytmOrderId}: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

export interface PaytmSwitches {
  /** `fail` answers the status API with HTTP 500, `down` drops the connection. */
  statusMode?: 'normal' | 'fail' | 'down';
  statusDelayMs?: number;
}

export async function setPaytmSwitches(sandboxUrl: string, switches: PaytmSwitches) {
  await control(sandboxUrl, 'paytm', switches, 'the Paytm switches');
}

/** How many times Paytm's status API was called since the sandbox started. */
export async function paytmStatusRequests(sandboxUrl: string): Promise<number> {
  return (await controlState<{ statusRequests: number }>(sandboxUrl, 'paytm')).statusRequests;
}

export type RatesMode = 'ok' | 'fail' | 'down' | 'nonsense' | 'slow' | 'ratelimit';

export interface RatesSwitches {
  mode: RatesMode;
  delayMs?: number;
  nonsense?: 'json' | 'html';
}

export async function setRatesMode(sandboxUrl: string, switches: RatesSwitches) {
  await control(sandboxUrl, 'rates', switches, 'the rates switch');
}

/** How many requests the exchange-rate stand-in has answered. */
export async function ratesRequestsServed(sandboxUrl: string): Promise<number> {
  return (await controlState<{ requests: number }>(sandboxUrl, 'rates')).requests;
}

async function control(sandboxUrl: string, part: string, body: object, what: string) {
  const response = await fetch(`${sandboxUrl}/__control/${part}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox refused ${what}: ${response.status}`);
}

async function controlState<T>(sandboxUrl: string, part: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}/__control/${part}`);
  return (await response.json()) as T;
}
