// The treasury keystore's password (decision 0105): TREASURY_KEYSTORE_PASSWORD, or typed at a
// prompt that does not echo it. Never an argument (argv is visible to every user of the machine
// and kept in shell history), never printed.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { KEYSTORE_PASSWORD_VARIABLE } from '../modules/distribution/index.js';
import { CommandError } from './command.js';

export async function keystorePassword(env: Record<string, string | undefined>): Promise<string> {
  const given = env[KEYSTORE_PASSWORD_VARIABLE];
  if (given) return given;
  if (!process.stdin.isTTY) {
    throw new CommandError(
      `Set ${KEYSTORE_PASSWORD_VARIABLE} or run the command in a terminal to type the ` +
        "treasury keystore's password. Nothing was sent.",
    );
  }
  process.stderr.write("Treasury keystore's password: ");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  const password = await new Promise<string>((resolve) => prompt.question('', resolve));
  prompt.close();
  process.stderr.write('\n');
  return password;
}
