// Delivers the outbox: claims one due mail at a time, sends it, marks it sent, or schedules a retry
// with exponential backoff; a mail refused for good, or failing its last allowed attempt, is given
// up (decision 0082). A pass claims again while its last claim saw other mail due, and stops when
// it saw none, so that a pass of N mails costs 2N statements (claim, then sent or failed) and one
// that finds nothing due costs one. Runs every poll interval, and at once when woken after new mail
// is queued; a wake during a pass runs another pass after it, so mail queued after the pass's last
// claim is not left for the poll.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailOutboxRow } from './mail-outbox.table.js';
import { isPermanentRefusal, SEND_DEADLINE_MS, type Mailer } from './mailer.js';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
} from './outbox.repository.js';

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;
// Longer than a send may take (it is aborted at its deadline), with room to record the outcome, so
// a claim never runs out while its mail is in flight; a worker that dies leaves it for this long.
export const CLAIM_LEASE_MS = 2 * SEND_DEADLINE_MS;

/** Wait before the next attempt once `attempts` have failed: 10 s, 20 s, 40 s … at most 10 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts, 20), LONGEST_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Mailer;
  pollMs: number;
  /** Attempts after which a mail that still fails is given up. */
  maxAttempts: number;
  log: FastifyBaseLogger;
}

export interface MailWorker {
  /** Sends everything that is due now; one pass, also usable without the timer. */
  deliverDue(): Promise<DeliveryReport>;
  start(): void;
  /** Runs a pass soon (new mail was queued). */
  wake(): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, now, mailer, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let running = false;
  let wokenDuringPass = false;

  async function deliverDue(): Promise<DeliveryReport> {
    const report = { sent: 0, failed: 0 };
    for (;;) {
      const claimed = await claimDueMail(db, now(), new Date(now().getTime() + CLAIM_LEASE_MS));
      if (!claimed) return report;
      if (await deliver(claimed.mail)) report.sent += 1;
      else report.failed += 1;
      if (!claimed.othersDue) return report;
    }
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      await mailer.send(row);
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    await markMailSent(db, row.id, now());
    return true;
  }

  async function recordFailure(row: MailOutboxRow, error: unknown) {
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const failure = { attempts, error: reason.slice(0, 1000) };
    const refused = isPermanentRefusal(error);
    if (refused || attempts >= options.maxAttempts) {
      await markMailFailed(db, row.id, { ...failure, failedAt: now() });
      log.error(
        { mailId: row.id, attempts, reason },
        refused ? 'mail refused for good, not retried' : 'mail given up after its last attempt',
      );
      return;
    }
    await scheduleMailRetry(db, row.id, {
      ...failure,
      nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
    });
    log.warn({ mailId: row.id, attempts, reason }, 'mail not sent, will retry');
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(runPass, delayMs);
    timer.unref();
  }

  function runPass() {
    if (!running) return;
    pass = deliverDue()
      .then((report) => {
        if (report.sent + report.failed > 0) log.info(report, 'mail outbox delivered');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        pass = undefined;
        const again = wokenDuringPass;
        wokenDuringPass = false;
        if (running) schedule(again ? 0 : options.pollMs);
      });
  }

  return {
    deliverDue,
    start() {
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      if (pass) wokenDuringPass = true;
      else schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}
