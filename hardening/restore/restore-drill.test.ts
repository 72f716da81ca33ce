// The restore drill: a live sale (investors signed in, orders credited and pending, identity
// documents in the bucket, mail sent through the outbox) is backed up as the runbook says, then its
// database and bucket are destroyed while api is down, and restored into a fresh database and a
// fresh bucket. After api starts again on them: every ledger invariant holds, every document
// opens with the content it was stored with, sessions taken before the backup still work, the
// payments that were pending complete, and no mail is sent twice.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@rent/api/testing';
import { kycInput } from '@rent/test-kit/investors';
import { eventually } from '@rent/test-kit/eventually';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@rent/test-kit/postgres';
import { mailTo, payAtPaytm } from '@rent/test-kit/sandbox';
import {
  manySignInsFromOneAddress,
  startBuiltStack,
  type RunningStack,
} from '@rent/test-kit/stack';
import { writeLiveSale } from '@rent/test-kit/scripts';
import { freePort } from '@rent/test-kit/scripts';
import { createOnlineOrder, returnFromPaytm } from '../faults/paytm.js';
import { mailedToken } from '../hostile/accounts.js';
import { pdf } from '../hostile/documents.js';
import { send } from '../hostile/graphql-requests.js';
import { ledgerProblems, readLedger } from '../support/ledger.js';
import { CSRF_HEADER, Session, signedIn } from '@rent/test-kit/session';
import { seedInvestors, withDatabase, type Investor } from '../support/stack.js';
import {
  createBucket,
  dumpDatabase,
  getObject,
  mirrorEncrypted,
  restoreDatabase,
  restoreMirror,
  type Bucket,
} from './backups.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const PREFIX = 'rent_restore_';
const SIGN_UPS = 3;
const BUYERS = 4;
const PASSWORD = 'Restore-Investor-2026';

let workDir: string;
let s3: S3rver | undefined;
let bucket: Bucket;
let s3Port: number;
let databaseUrl: string | undefined;
let running: RunningStack | undefined;
let buyers: Investor[] = [];
const sessions = new Map<string, Session>();
const pending: { email: string; paytmOrderId: string }[] = [];
const figures: Record<string, string | number> = {};

const startS3 = async (directory: string) => {
  const server = new S3rver({ address: '127.0.0.1', port: s3Port, directory, silent: true });
  await server.run();
  return server;
};

const inDatabase = <T>(work: (db: Kysely<Database>) => Promise<T>) =>
  withDatabase({ url: databaseUrl ?? '' }, work);

/** Rows of every table of the product, by table. */
async function rowCounts(): Promise<Record<string, number>> {
  return inDatabase(async (db) => {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(
        db,
      );
      counts[name] = Number(result.rows[0]?.n ?? 0);
    }
    return counts;
  });
}

/** Every stored document (identity documents, payment proofs) with the hash taken at upload. */
async function storedDocuments(): Promise<{ key: string; sha256: string }[]> {
  return inDatabase(async (db) => {
    const kyc = await db
      .selectFrom('kyc_documents')
      .select(['storage_key as key', 'sha256'])
      .execute();
    const proofs = await db
      .selectFrom('orders')
      .select(['proof_storage_key as key', 'proof_sha256 as sha256'])
      .where('proof_storage_key', 'is not', null)
      .execute();
    return [...kyc, ...proofs].map((row) => ({ key: row.key ?? '', sha256: row.sha256 ?? '' }));
  });
}

async function mailDrained(): Promise<void> {
  await eventually(
    async () => {
      const due = await inDatabase((db) =>
        db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .executeTakeFirstOrThrow(),
      );
      return Number(due.n) === 0 ? true : undefined;
    },
    { what: 'the mail outbox to be sent', timeoutMs: 30_000 },
  );
}

/** How many times each investor received each subject. */
async function mailbox(sandboxUrl: string, emails: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const email of emails) {
    for (const message of await mailTo(sandboxUrl, email)) {
      const key = `${email} · ${message.subject}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

async function signUpWithDocument(
  gateway: string,
  sandbox: string,
  index: number,
): Promise<string> {
  const email = `restore-${index}-${randomBytes(3).toString('hex')}@example.com`;
  const session = new Session(gateway);
  await session.graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { message } }', {
    input: { fullname: 'Kavya Menon', email, password: PASSWORD, acceptedTerms: true },
  });
  const token = await mailedToken(sandbox, email, '/verify-email');
  await session.graphql(
    'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
    { token, password: PASSWORD },
  );
  const signIn = await session.graphql(
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }',
    { email, password: PASSWORD },
  );
  if (signIn.errors) throw new Error(JSON.stringify(signIn.errors));
  const document = pdf(`aadhar-${index}.pdf`, `restore-${index}`);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($input: KycInput!, $documents: [Upload!]!) { submitKyc(input: $input, documents: $documents) { kyc { status } } }',
      variables: {
        input: kycInput(email, {
          firstName: 'Kavya',
          phone: `+91 98450 1234${index}`,
          walletAddress: `0x${randomBytes(20).toString('hex')}`,
        }),
        documents: [null],
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.documents.0'] }));
  form.append('0', new Blob([new Uint8Array(document.bytes)], { type: document.type }), 'a.pdf');
  const submitted = await send(`${gateway}/graphql`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: 'true', cookie: session.cookieHeader() },
    body: form,
  });
  if (!submitted.text.includes('"status":"SUBMITTED"')) throw new Error(submitted.text);
  sessions.set(email, session);
  return email;
}

const seconds = (startedAt: number) => ((performance.now() - startedAt) / 1000).toFixed(2);

describe.skipIf(!serverUrl)('the restore drill', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'rent-restore-'));
    process.env.GNUPGHOME = join(workDir, 'gnupg');
    rmSync(process.env.GNUPGHOME, { recursive: true, force: true });
    mkdirSync(process.env.GNUPGHOME, { recursive: true, mode: 0o700 });
    s3Port = await freePort();
    s3 = await startS3(join(workDir, 's3-before'));
    bucket = {
      endpoint: `http://127.0.0.1:${s3Port}`,
      name: 'rent-documents',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
    };
    databaseUrl = await createThrowawayDatabase(serverUrl ?? '', PREFIX);
    buyers = await seedInvestors({ url: databaseUrl }, { investors: BUYERS });
    running = await startBuiltStack({
      dataDir: join(workDir, 'data'),
      env: {
        sandbox: {},
        gateway: {},
        api: {
          SALE_CONFIG: writeLiveSale(join(workDir, 'live-sale.json')),
          DATABASE_URL: databaseUrl,
          JWT_SECRET: randomBytes(32).toString('hex'),
          STORAGE_DRIVER: 's3',
          STORAGE_S3_ENDPOINT: bucket.endpoint,
          STORAGE_S3_BUCKET: bucket.name,
          STORAGE_S3_ACCESS_KEY: bucket.accessKey,
          STORAGE_S3_SECRET_KEY: bucket.secretKey,
          LOG_LEVEL: 'warn',
          MAIL_POLL_MS: '200',
          PAYMENT_POLL_MS: '500',
          ...manySignInsFromOneAddress(100_000),
        },
      },
    });
  }, 180_000);

  afterAll(async () => {
    await running?.stop();
    await s3?.close().catch(() => {});
    if (databaseUrl && serverUrl) await dropThrowawayDatabase(serverUrl, databaseUrl, PREFIX);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('restores a live sale that continues where it stopped, mailing nothing twice', async () => {
    if (!running || !databaseUrl) throw new Error('the stack did not start');
    const { gateway, sandbox } = running.urls;

    // The live sale: buyers with one credited and one pending online order each (half of them),
    // and new investors whose KYC documents are in the bucket.
    for (const [index, buyer] of buyers.entries()) {
      const session = await signedIn(gateway, buyer);
      sessions.set(buyer.email, session);
      const paid = await createOnlineOrder(session, '2000');
      if ('errors' in paid) throw new Error(JSON.stringify(paid.errors));
      const fields = await payAtPaytm(sandbox, paid.order.paytmOrderId, 'TXN_SUCCESS');
      expect(await returnFromPaytm(gateway, fields)).toBe('success');
      if (index % 2 === 0) {
        const waiting = await createOnlineOrder(session, '1000');
        if ('errors' in waiting) throw new Error(JSON.stringify(waiting.errors));
        pending.push({ email: buyer.email, paytmOrderId: waiting.order.paytmOrderId });
      }
    }
    const applicants: string[] = [];
    for (let index = 0; index < SIGN_UPS; index += 1) {
      applicants.push(await signUpWithDocument(gateway, sandbox, index));
    }
    await mailDrained();
    const everyone = [...buyers.map((buyer) => buyer.email), ...applicants];
    const mailBefore = await mailbox(sandbox, everyone);
    const rowsBefore = await rowCounts();
    const ledgerBefore = await inDatabase(readLedger);
    const documents = await storedDocuments();
    expect(documents.length).toBe(SIGN_UPS);

    // Back up, as the runbook says.
    const backupDir = join(workDir, 'backup');
    const passphrase = join(workDir, 'backup-passphrase');
    writeFileSync(passphrase, randomBytes(32).toString('hex'), { mode: 0o600 });
    const backupStarted = performance.now();
    await dumpDatabase(databaseUrl, join(workDir, 'ledger.dump'));
    const mirrored = await mirrorEncrypted(bucket, backupDir, passphrase);
    figures['backup seconds'] = seconds(backupStarted);
    expect(mirrored.objects).toBe(documents.length);

    // The disk is lost: database and bucket gone. Restored into fresh ones while api is down.
    let restoreStarted = 0;
    await running.whileApiStopped(async () => {
      await dropThrowawayDatabase(serverUrl ?? '', databaseUrl ?? '', PREFIX);
      await s3?.close();
      rmSync(join(workDir, 's3-before'), { recursive: true, force: true });
      restoreStarted = performance.now();
      const name = new URL(databaseUrl ?? '').pathname.slice(1);
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`create database ${name}`);
      await server.end();
      await restoreDatabase(databaseUrl ?? '', join(workDir, 'ledger.dump'));
      s3 = await startS3(join(workDir, 's3-restored'));
      await createBucket(bucket);
      figures['documents restored'] = await restoreMirror(backupDir, bucket, passphrase);
    });
    figures['restore seconds (database, bucket, api start)'] = seconds(restoreStarted);

    // Everything the ledger held is there, and holds.
    expect(await rowCounts()).toEqual(rowsBefore);
    const ledgerAfter = await inDatabase(readLedger);
    expect(ledgerProblems(ledgerAfter)).toEqual([]);
    expect(ledgerAfter.soldTokens).toBe(ledgerBefore.soldTokens);

    // Every document opens, with the very bytes it was stored with.
    for (const document of documents) {
      const bytes = await getObject(bucket, document.key);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
    }

    // Sessions taken before the backup go on.
    for (const [email, session] of sessions) {
      const me = await session.graphql<{ me: { email: string } | null }>('{ me { email } }');
      expect(me.data?.me?.email).toBe(email);
    }

    // The payments that were pending complete, and are credited once.
    for (const order of pending) {
      const fields = await payAtPaytm(sandbox, order.paytmOrderId, 'TXN_SUCCESS');
      expect(await returnFromPaytm(gateway, fields)).toBe('success');
      const me = await sessions
        .get(order.email)
        ?.graphql<{ me: { tokenBalance: string } }>('{ me { tokenBalance } }');
      expect(me?.data?.me.tokenBalance).toBe('3.75');
    }
    const ledgerEnd = await inDatabase(readLedger);
    expect(ledgerProblems(ledgerEnd)).toEqual([]);

    // Mail sent before the backup is not sent again; the new credits are mailed once each.
    await mailDrained();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mailAfter = await mailbox(sandbox, everyone);
    const sentAgain = Object.entries(mailBefore).filter(
      ([key, count]) =>
        (mailAfter[key] ?? 0) !== count && !pending.some((p) => key.startsWith(p.email)),
    );
    expect(sentAgain).toEqual([]);
    for (const order of pending) {
      const grown = Object.entries(mailAfter)
        .filter(([key]) => key.startsWith(order.email))
        .reduce((sum, [key, count]) => sum + count - (mailBefore[key] ?? 0), 0);
      expect(grown).toBe(1);
    }

    figures.rows = Object.values(rowsBefore).reduce((sum, count) => sum + count, 0);
    figures.tables = Object.keys(rowsBefore).length;
    figures.documents = documents.length;
    figures['document bytes'] = mirrored.bytes;
    figures['mails sent before the backup'] = Object.values(mailBefore).reduce((a, b) => a + b, 0);
    console.info(
      `restore drill: ${Object.entries(figures)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}`,
    );
  }, 180_000);
});
