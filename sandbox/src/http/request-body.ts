import type { IncomingMessage } from 'node:http';
import { HttpError } from './replies.js';

const maxBodyBytes = 64 * 1024;

/** Reads a small request body as UTF-8 text: switches, API calls and forms are all small. */
export async function readBodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBodyBytes)
      throw new HttpError(413, `The body is larger than ${maxBodyBytes} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === '') throw new HttpError(400, 'A JSON body is required.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/** Reads an `application/x-www-form-urlencoded` body, as a browser posts a form. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value that arrived from outside is one of a switch's named choices. */
export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return choices.some((choice) => choice === value);
}
