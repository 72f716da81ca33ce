// `npm run bench`: the product's performance figures, section by section, each with its tables and
// a verdict against its target. Figures never fail the run; a section that breaks does (after the
// others have run). `npm run bench -- gateway browser` runs only those sections.
import { benchmarkBatchingAttack } from './batching-attack.js';
import { benchmarkBrowser } from './browser-dashboard.js';
import { benchmarkDistribution } from './distribution-at-scale.js';
import { benchmarkGatewayOverhead } from './gateway-overhead.js';
import { parseOptions, type BenchOptions } from './lib/options.js';
import { missingBuild, missingChromium } from './lib/prerequisites.js';
import { benchmarkOrdersAtScale } from './orders-at-scale.js';
import { benchmarkPurchases } from './purchases.js';
import { benchmarkReferrals } from './referrals-at-scale.js';
import { benchmarkWebSize } from './web-size.js';

interface Section {
  name: string;
  title: string;
  /** Why the section cannot run here, if it cannot. */
  missing?: () => string | undefined;
  run: (options: BenchOptions) => Promise<void> | void;
}

const SECTIONS: Section[] = [
  {
    name: 'web',
    title: 'Web bundle (production build)',
    missing: missingBuild,
    run: benchmarkWebSize,
  },
  {
    name: 'gateway',
    title: 'Gateway overhead: GET /api/v1/user against GraphQL { me }',
    missing: missingBuild,
    run: benchmarkGatewayOverhead,
  },
  {
    name: 'browser',
    title: 'Dashboard in a throttled mobile browser',
    missing: () => missingBuild() ?? missingChromium(),
    run: benchmarkBrowser,
  },
  {
    name: 'orders',
    title: 'Orders at scale: chart, supply, order history',
    run: benchmarkOrdersAtScale,
  },
  {
    name: 'purchases',
    title: 'Purchases end to end: create order, Paytm callback, credit',
    missing: missingBuild,
    run: benchmarkPurchases,
  },
  {
    name: 'referrals',
    title: 'Referral table at scale',
    run: (options) => benchmarkReferrals({ plans: options.plans }),
  },
  {
    name: 'batching',
    title: "Batching attack: a bystander's rentSupply while batches of 150 reads arrive",
    missing: missingBuild,
    run: benchmarkBatchingAttack,
  },
  {
    name: 'distribution',
    title: 'Token distribution: plan for 100,000 holders, transfers on the local chain',
    run: benchmarkDistribution,
  },
];

function chosenSections(options: BenchOptions): Section[] {
  const known = SECTIONS.map(({ name }) => name);
  const unknown = [...options.only, ...options.skip].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown section ${unknown.join(', ')}; sections: ${known.join(', ')}.`);
  }
  return SECTIONS.filter(
    ({ name }) =>
      (options.only.length === 0 || options.only.includes(name)) && !options.skip.includes(name),
  );
}

/** Runs one section; false when it broke. */
async function runSection(section: Section, options: BenchOptions): Promise<boolean> {
  console.info(`\n=== ${SECTIONS.indexOf(section) + 1}. ${section.title} ===`);
  const missing = section.missing?.();
  if (missing) {
    console.info(`Skipped: ${missing}`);
    return true;
  }
  const startedAt = performance.now();
  try {
    await section.run(options);
    return true;
  } catch (error) {
    console.error(`The ${section.name} section failed:`, error);
    return false;
  } finally {
    console.info(`(${section.name}: ${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
  }
}

let options: BenchOptions;
let sections: Section[];
try {
  options = parseOptions(process.argv.slice(2));
  sections = chosenSections(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (options.quick) console.info('Quick run: sizes cut down to prove each section works.');
const broken = [];
for (const section of sections) {
  if (!(await runSection(section, options))) broken.push(section.name);
}
if (broken.length > 0) {
  console.error(`\nBroken sections: ${broken.join(', ')}.`);
  // Set last: closing a PGlite database resets process.exitCode.
  process.exitCode = 1;
}
