// What the team's review commands (`kyc …`, `orders …`) share: the context a review decision
// runs in, the investor's block in a file, the options that take the team's own words, the
// choice of a status from its list, and writing a private document or proof out to a new file.
import { writeFile } from 'node:fs/promises';
import type { UserRow } from '../modules/users/index.js';
import type { RequestContext } from '../plugins/context.js';
import { CommandError, type AdminContext, type CommandOption } from './command.js';
import { cell, formatFields } from './output.js';

export const reviewContext = (
  context: AdminContext,
): Pick<RequestContext, 'db' | 'now' | 'actor' | 'publicUrl' | 'sale'> => ({
  db: context.db,
  now: context.now(),
  actor: context.actor,
  publicUrl: context.publicUrl,
  sale: context.sale,
});

/** The investor a KYC file or an order belongs to. */
export const investorFields = (investor: UserRow) =>
  formatFields('Investor', [
    ['User id', investor.id],
    ['E-mail', cell(investor.email)],
    ['Full name', cell(investor.fullname)],
    ['KYC status', investor.kyc_status],
    ['Wallet', cell(investor.wallet_address_display)],
  ]);

/** A required option whose words are the team's own, e.g. a rejection's reason. */
export const textOption = (description: string): CommandOption => ({
  type: 'string',
  value: '<text>',
  description,
  required: true,
});

/** The reason of a rejection, which the investor reads in their e-mail. */
export const REASON_OPTION = textOption('why, in words the investor reads');

/**
 * The entry of `allowed` that `--name` names, written in any case (the lists are all upper or all
 * lower case).
 */
export function choice<T extends string>(
  name: string,
  value: string | boolean | undefined,
  allowed: readonly T[],
): T {
  const written = String(value);
  const found = allowed.find(
    (known) => known === written.toUpperCase() || known === written.toLowerCase(),
  );
  if (!found) throw new CommandError(`--${name} must be one of ${allowed.join(', ')}`);
  return found;
}

/**
 * Writes a document read out of storage to `target`, readable by its owner only; an existing file
 * is never written over (`another` says what to change instead).
 */
export async function writeNewFile(target: string, content: Buffer, another: string) {
  try {
    await writeFile(target, content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      throw new CommandError(`${target} already exists; choose another ${another}`);
    }
    throw error;
  }
}
