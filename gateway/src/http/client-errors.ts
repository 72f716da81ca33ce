// HTTP the server could not read as a request (a query string or headers past 16 KB, a malformed
// request line, a timeout) is answered as a GraphQL error too, not with Node's bare status line.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_ID_HEADER } from '@rent/server-kit';

const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'Request timed out' },
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    message: 'Request headers too large (a query string and headers of at most 16 KB)',
  },
};

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    statusCode: 400,
    message: 'Malformed request',
  };
  const body = JSON.stringify({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: statusCode } }],
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        'Content-Type: application/graphql-response+json; charset=utf-8\r\n' +
        // Nothing of the request could be read: it gets an id of its own like every answer.
        `${REQUEST_ID_HEADER}: ${randomUUID()}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
