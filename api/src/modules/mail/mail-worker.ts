// Delivers the outbox: claims one due mail at a time, sends it, marks it sent, or schedules a retry
// with exponential backoff; a mail refused for good, or failing its last allowed attempt, is given
// up (decision 0082). A pass claims again while its last claim saw other mail due, and stops when
// it saw none, so that a pass of N mails costs 2N statements (claim, then sent or failed) and one
// that finds nothing due costs one. Runs every poll interval, and at once when woken after new mail
// is queued; a wake during a pass runs another pass after it, so mail queued after the pass's last
// claim is not left for the poll.
//
// Mail can also be kept by the process that queues it (decision 0159): written already claimed, and
// sent by this worker as soon as the transaction that wrote it commits, one statement (sent or
// failed) where a claimed mail costs two. Kept mail waits in this process's memory only while
// its lease leaves a whole send's time; after that, or when this process stops or dies first, it is
// left to the claims of every worker once the lease ends.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailOutboxRow } from './mail-outbox.table.js';
import { isPermanentRefusal, SEND_DEADLINE_MS, type Mailer } from './mailer.js';
import {
  claimDueMail,
  isKept,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
  type KeptMail,
  type OutgoingMail,
  type QueuedMail,
} from './outbox.repository.js';

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;
// Longer than a send may take (it is aborted at its deadline), with room to record the outcome, so
// a claim never runs out while its mail is in flight; a worker that dies leaves it for this long.
export const CLAIM_LEASE_MS = 2 * SEND_DEADLINE_MS;
/**
 * Kept mails waiting in one process's memory at most: when the mail server is slower than a rush of
 * credits, those beyond it are left to the claims once their leases end, so that memory stays
 * bounded (a mail with its HTML is some 10 KB).
 */
export const KEPT_WAITING_LIMIT = 1_000;

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
  /** How many kept mails may wait in memory for their send (KEPT_WAITING_LIMIT by default). */
  keptWaitingLimit?: number;
}

export interface MailWorker {
  /** Sends everything that is due now; one pass, also usable without the timer. */
  deliverDue(): Promise<DeliveryReport>;
  start(): void;
  /** Runs a pass soon (new mail was queued). */
  wake(): void;
  /**
   * `mails` as a transaction at `now` should queue them for this process to send once it commits:
   * kept from every other worker for CLAIM_LEASE_MS. While this worker is not running (a tool, a
   * test driving the outbox by hand) they are queued due, for any worker.
   */
  keep(mails: readonly OutgoingMail[], now: Date): QueuedMail[];
  /**
   * Called once the transaction that queued `mails` has committed, never before: sends the kept
   * ones, in the order given, and wakes the worker for the others.
   */
  sendKept(mails: readonly QueuedMail[]): void;
  /**
   * Stops the timer and waits for a pass or a kept mail in flight; kept mail not yet sent is left
   * to the claims once its lease ends.
   */
  stop(): Promise<void>;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, now, mailer, log, keptWaitingLimit = KEPT_WAITING_LIMIT } = options;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let running = false;
  let wokenDuringPass = false;
  const kept: KeptMail[] = [];
  let sendingKept: Promise<void> | undefined;

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

  /** Sends the kept mail one at a time, beside the passes (the mailer has a connection for each). */
  async function sendKept() {
    for (let mail = kept.shift(); mail && running; mail = kept.shift()) {
      // Begun any later, the send could outlast the lease, and a worker claiming the mail as its
      // lease ends would send it too; the claims take it instead.
      if (now().getTime() + SEND_DEADLINE_MS > mail.keptUntil.getTime()) {
        log.warn({ mailId: mail.id }, 'kept mail left to the outbox: its lease is running out');
        continue;
      }
      try {
        await deliver({ ...mail, attempts: 0 });
      } catch (error) {
        log.warn({ err: error, mailId: mail.id }, 'kept mail sent but not recorded');
      }
    }
  }

  async function deliver(row: OutgoingMail & Pick<MailOutboxRow, 'id' | 'attempts'>) {
    try {
      await mailer.send(row);
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    await markMailSent(db, row.id, now());
    return true;
  }

  async function recordFailure(row: Pick<MailOutboxRow, 'id' | 'attempts'>, error: unknown) {
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

  /** Sends the kept mail unless that is under way; mail kept as it ends is taken up after it. */
  function drainKept() {
    if (sendingKept || !running || kept.length === 0) return;
    sendingKept = sendKept().finally(() => {
      sendingKept = undefined;
      drainKept();
    });
  }

  function wake() {
    if (!running) return;
    if (pass) wokenDuringPass = true;
    else schedule(0);
  }

  return {
    deliverDue,
    start() {
      running = true;
      schedule(0);
    },
    wake,
    keep(mails, at) {
      if (!running) return [...mails];
      const keptUntil = new Date(at.getTime() + CLAIM_LEASE_MS);
      return mails.map((mail) => ({ ...mail, id: randomUUID(), keptUntil }));
    },
    sendKept(mails) {
      if (mails.some((mail) => !isKept(mail))) wake();
      const room = Math.max(keptWaitingLimit - kept.length, 0);
      const waiting = mails.filter(isKept);
      kept.push(...waiting.slice(0, room));
      if (waiting.length > room) {
        const left = waiting.slice(room).map((mail) => mail.id);
        log.warn(
          { mailIds: left },
          'kept mail left to the outbox: too many are waiting to be sent',
        );
      }
      drainKept();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      kept.length = 0;
      await Promise.all([pass, sendingKept]);
    },
  };
}
