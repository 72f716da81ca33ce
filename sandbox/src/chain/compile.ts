// Compiles the repository's Solidity (contracts/) with the solc pinned in package.json, resolving
// OpenZeppelin's imports from node_modules. The compiler is deterministic for a given version and
// settings, so the same source always gives the same bytecode, and the local chain's addresses stay
// the same from one start to the next (decision 0103).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const require = createRequire(import.meta.url);
const CONTRACTS = fileURLToPath(new URL('../../contracts/', import.meta.url));

export const CONTRACT_NAMES = ['RentToken', 'Disperse'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export interface CompiledContract {
  abi: readonly unknown[];
  /** Creation bytecode, 0x-prefixed. */
  bytecode: `0x${string}`;
}

export type CompiledContracts = Record<ContractName, CompiledContract>;

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >;
}

let compiled: CompiledContracts | undefined;

/** The compiled contracts; compiled once per process (a second or two). */
export function compileContracts(): CompiledContracts {
  compiled ??= compile();
  return compiled;
}

/** The compiler's version, e.g. `0.8.37+commit.f401782d`. */
export function compilerVersion(): string {
  return solc.version();
}

function compile(): CompiledContracts {
  const sources = Object.fromEntries(
    CONTRACT_NAMES.map((name) => [
      `${name}.sol`,
      { content: readFileSync(`${CONTRACTS}${name}.sol`, 'utf8') },
    ]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // BNB Smart Chain and ganache both run Shanghai; newer opcodes would not deploy on ganache.
      evmVersion: 'shanghai',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readImport }),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Solidity did not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    );
  }
  const contract = (name: ContractName): CompiledContract => {
    const unit = output.contracts?.[`${name}.sol`]?.[name];
    if (!unit) throw new Error(`solc produced no ${name}`);
    return { abi: unit.abi, bytecode: `0x${unit.evm.bytecode.object}` };
  };
  return { RentToken: contract('RentToken'), Disperse: contract('Disperse') };
}

function readImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `${path} was not found in node_modules` };
  }
}
