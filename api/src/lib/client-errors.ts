// Answers malformed HTTP (unparseable request line, oversized headers, timeouts) in the envelope
// too; Fastify hands these over as raw sockets because no request object could be built.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './envelope.js';

const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'Request timed out' },
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'Request headers too large' },
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    statusCode: 400,
    message: 'Malformed request',
  };
  const body = JSON.stringify(failure(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
