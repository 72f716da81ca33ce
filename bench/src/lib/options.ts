// The command line of `npm run bench`: which sections run and at which size. Section names may be
// given as words (`npm run bench -- gateway browser`), which npm passes through from the root;
// npm keeps unknown `--flags` for itself and hands them over as npm_config_* variables instead,
// so those are read too.
export interface BenchOptions {
  /** Sections to run, by name; empty for all of them. */
  only: string[];
  skip: string[];
  /** A small run that proves every section still works; its figures mean nothing. */
  quick: boolean;
  /** Print the query plans behind the data-at-scale tables. */
  plans: boolean;
}

const FLAGS = ['--only=a,b', '--skip=a,b', '--quick', '--plans'];

export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): BenchOptions {
  const options: BenchOptions = {
    only: [],
    skip: list(env.npm_config_skip),
    quick: env.npm_config_quick === 'true',
    plans: env.npm_config_plans === 'true',
  };
  for (const argument of argv) {
    const [flag, value = ''] = argument.split('=', 2);
    if (flag === '--only') options.only.push(...list(value));
    else if (flag === '--skip') options.skip.push(...list(value));
    else if (argument === '--quick') options.quick = true;
    else if (argument === '--plans') options.plans = true;
    else if (!argument.startsWith('-')) options.only.push(argument);
    else throw new Error(`Unknown option ${argument}; known: ${FLAGS.join(' ')}.`);
  }
  return options;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** `full` for a real run, `quick` for a run that only proves the section works. */
export function sized(options: Pick<BenchOptions, 'quick'>, quick: number, full: number): number {
  return options.quick ? quick : full;
}
