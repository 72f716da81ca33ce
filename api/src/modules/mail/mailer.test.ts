import { describe, expect, it } from 'vitest';
import { isPermanentRefusal } from './mailer.js';

/** An error as nodemailer reports a failed send: its code, the SMTP step and the server's reply. */
function smtpFailure(code: string, command: string, responseCode?: number): Error {
  return Object.assign(new Error(`${code} at ${command}`), { code, command, responseCode });
}

describe('a permanent refusal', () => {
  it('is a 5xx reply refusing the recipient or the message', () => {
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'RCPT TO', 550))).toBe(true);
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'RCPT TO', 553))).toBe(true);
    expect(isPermanentRefusal(smtpFailure('EMESSAGE', 'DATA', 554))).toBe(true);
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'DATA', 552))).toBe(true);
  });

  it('is a message nodemailer refuses before any server sees it', () => {
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'API'))).toBe(true);
    expect(isPermanentRefusal(smtpFailure('EMESSAGE', 'MAIL FROM'))).toBe(true);
  });

  it('is not a temporary reply, nor 503 (a session in the wrong state)', () => {
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'MAIL FROM', 451))).toBe(false);
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'RCPT TO', 452))).toBe(false);
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'RCPT TO', 503))).toBe(false);
  });

  it('is not a refusal of our server or settings, which every mail shares', () => {
    expect(isPermanentRefusal(smtpFailure('EAUTH', 'AUTH PLAIN', 535))).toBe(false);
    expect(isPermanentRefusal(smtpFailure('EENVELOPE', 'MAIL FROM', 550))).toBe(false);
    expect(isPermanentRefusal(smtpFailure('EPROTOCOL', 'CONN', 554))).toBe(false);
  });

  it('is not a connection that failed or timed out', () => {
    expect(isPermanentRefusal(smtpFailure('ECONNECTION', 'CONN'))).toBe(false);
    expect(isPermanentRefusal(smtpFailure('ETIMEDOUT', 'CONN'))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(
      false,
    );
    expect(isPermanentRefusal('550 but not an error')).toBe(false);
  });
});
