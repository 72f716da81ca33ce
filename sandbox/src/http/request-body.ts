import type { IncomingMessage } from 'node:http';
import { HttpError } from './replies.js';

const maxBodyBytes = 64 * 1024;

/** Reads a small JSON request body; control switches are all this server ever receives. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBodyBytes)
      throw new HttpError(413, `The body is larger than ${maxBodyBytes} bytes.`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'A JSON body is required.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
