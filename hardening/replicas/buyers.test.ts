// The load suite's crowd (hardening/load) on two replicas of everything: investors buying at once
// while less supply is left than they want, their requests spread over both gateways and both api
// processes, which share one database. The hard cap holds across processes, every paid order is
// credited once, and the ledger adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenBalance, readTotalSold } from '../load/buying.js';
import { buyTogether, replayReturns, type Crowd, type OrderRecord } from '../load/crowd.js';
import {
  hundredthsText,
  isReferred,
  planOrders,
  seededRandom,
  seedFromEnvironment,
  supplyLeftFor,
  toHundredths,
} from '../load/plan.js';
import { inParallel, TrafficLog } from '../load/traffic.js';
import { ledgerProblems, readLedger, type LedgerSnapshot } from '../support/ledger.js';
import { signedIn } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { HARD_CAP } from '../support/stack.js';
import { replicaServices, startReplicaStack, type ReplicaStack } from './replica-stack.js';
import { describeAnswerTimes, type ProxyStats } from './round-robin.js';

const INVESTORS = sized(40, 200);
const LARGEST_ORDER = 40;
/** The rush of the first two waves wants this many times the supply left. */
const PRESSURE = 2.5;
const REPLAYS = sized(5, 20);
const SEED = seedFromEnvironment();
const EXPECTED_STATUS = { paid: 'credited', declined: 'failed', abandoned: 'pending' } as const;

const plan = planOrders(seededRandom(SEED), INVESTORS, LARGEST_ORDER);
const supplyLeft = supplyLeftFor(plan, PRESSURE);

const services = await replicaServices();

describe.skipIf(services.missing !== undefined)(
  `${INVESTORS} investors buying near the hard cap through two replicas of everything`,
  () => {
    let stack: ReplicaStack;
    const traffic = new TrafficLog();
    let records: OrderRecord[] = [];
    let balances: string[] = [];
    let totalSoldShown = '';
    let ledger: LedgerSnapshot;
    let proxies: { gateway: ProxyStats; api: ProxyStats };
    const took: Record<string, string> = {};

    beforeAll(
      async () => {
        let started = Date.now();
        stack = await startReplicaStack(services, {
          investors: INVESTORS,
          referredByFirst: isReferred,
          soldTokens: String(BigInt(HARD_CAP) - supplyLeft),
        });
        const sessions = await inParallel(stack.investors, 8, (investor) =>
          signedIn(stack.url, investor),
        );
        const crowd: Crowd = {
          gatewayUrl: stack.url,
          sandboxUrl: stack.sandboxUrl,
          sessions,
          traffic,
        };
        took.start = secondsSince(started);
        started = Date.now();
        records = await replayReturns(crowd, await buyTogether(crowd, plan), REPLAYS);
        balances = await Promise.all(sessions.map((session) => readTokenBalance(session, traffic)));
        const [first] = sessions;
        if (!first) throw new Error('no investor is signed in');
        totalSoldShown = await readTotalSold(first, traffic);
        took.crowd = secondsSince(started);
        ledger = await stack.inspect(readLedger);
        proxies = { gateway: await stack.gatewayProxy.stats(), api: await stack.apiProxy.stats() };
        console.info(summary());
      },
      sized(180_000, 900_000),
    );

    afterAll(async () => {
      await stack?.stop();
    });

    it('spreads the requests over both gateways and both api processes', () => {
      for (const proxy of [proxies.gateway, proxies.api]) {
        const total = proxy.served.reduce((sum, count) => sum + count, 0);
        expect(proxy.served.every((count) => count >= total * 0.4)).toBe(true);
        expect(proxy.failed).toBe(0);
      }
    });

    it('answers every request without a server failure', () => {
      expect(traffic.exchanges.length).toBeGreaterThan(plan.length);
      expect(traffic.serverFailures()).toEqual([]);
      expect(stack.crashes).toEqual([]);
    });

    it('never sells past the hard cap, and keeps the running total equal to the credited orders', () => {
      expect(records.some((record) => !record.answer.accepted)).toBe(true);
      expect(toHundredths(ledger.soldTokens)).toBeLessThanOrEqual(toHundredths(HARD_CAP));
      expect(toHundredths(ledger.soldTokens)).toBe(toHundredths(ledger.creditedTokens));
      expect(toHundredths(totalSoldShown)).toBe(toHundredths(ledger.soldTokens));
    });

    it('credits every order that was reserved and paid, once, and no other', () => {
      const accepted = records.filter((record) => record.answer.accepted);
      expect(accepted.some((record) => record.plan.payment === 'paid')).toBe(true);
      const astray = accepted.flatMap((record) => {
        const status = record.answer.accepted
          ? ledger.statusByPurchase.get(record.answer.purchaseId)
          : undefined;
        const expected = EXPECTED_STATUS[record.plan.payment];
        return status === expected ? [] : [{ ...record.plan, status, expected }];
      });
      expect(astray).toEqual([]);
      // No payment behind two orders or credited twice; bonuses, referral table and daily totals.
      expect(ledgerProblems(ledger)).toEqual([]);
    });

    it('tells the browser the outcome the ledger holds, whichever replica takes the return', () => {
      const misled = records.flatMap((record) => {
        if (!record.answer.accepted || !record.form) return [];
        const told = [...record.returns, ...(record.replay ? [record.replay] : [])];
        const status = record.plan.payment === 'paid' ? 'success' : 'failure';
        const { purchaseId } = record.answer;
        return told.every((answer) => answer.status === status && answer.purchaseId === purchaseId)
          ? []
          : [{ purchaseId, told }];
      });
      expect(misled).toEqual([]);
      expect(records.filter((record) => record.replay).length).toBeGreaterThan(0);
    });

    it('shows each investor a balance equal to the sum of their credited orders', () => {
      const disagreeing = stack.investors.flatMap((investor, index) => {
        const credited = hundredthsText(
          toHundredths(ledger.creditedByUser.get(investor.id) ?? '0'),
        );
        return balances[index] === credited
          ? []
          : [{ investor: index, dashboard: balances[index], ledger: credited }];
      });
      expect(disagreeing).toEqual([]);
    });

    function summary(): string {
      const refused = records.filter((record) => !record.answer.accepted).length;
      const counts = ledger.statusCounts;
      const left = toHundredths(HARD_CAP) - toHundredths(ledger.soldTokens);
      return [
        `replicas buyers (seed ${SEED}): ${INVESTORS} investors, ${records.length} orders tried, ` +
          `${refused} refused`,
        `  credited ${counts.credited ?? 0}, failed ${counts.failed ?? 0}, ` +
          `pending ${counts.pending ?? 0}`,
        `  RENT left: ${supplyLeft} before, ${hundredthsText(left)} after`,
        `  answers by gateway ${proxies.gateway.served.join('/')} ` +
          `(${describeAnswerTimes(proxies.gateway)}), by api ` +
          `${proxies.api.served.join('/')} (${describeAnswerTimes(proxies.api)})`,
        `  seconds: stack and sign-in ${took.start}, crowd ${took.crowd}`,
      ].join('\n');
    }
  },
);

function secondsSince(start: number): string {
  return ((Date.now() - start) / 1000).toFixed(1);
}
