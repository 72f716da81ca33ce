// How the admin CLI reaches a running api: a Unix socket in DATA_DIR that only its owner may open,
// and a token file beside it, both made afresh at every start. The embedded database serves one
// process at a time, so while api runs the CLI's commands run inside api instead of stopping it.
import { join } from 'node:path';

export interface AdminChannelPaths {
  socket: string;
  token: string;
}

export const adminChannelPaths = (dataDir: string): AdminChannelPaths => ({
  socket: join(dataDir, 'admin.sock'),
  token: join(dataDir, 'admin-token'),
});

/** What the CLI sends: the command line as typed, where it was typed, and who typed it. */
export interface AdminRequest {
  argv: string[];
  cwd: string;
  actor: string;
}

/** What api answers: the command's exit code and the lines it wrote to each stream. */
export interface AdminAnswer {
  exitCode: number;
  out: string[];
  err: string[];
}

export const ADMIN_REQUEST_LIMIT_BYTES = 64 * 1024;
