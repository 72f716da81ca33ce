// Mail: the relay it leaves by and the outbox worker that sends it (decisions 0031, 0082).
import { Type, type Static } from 'typebox';
import { urlOf } from '@rent/server-kit';

export const MailSettings = Type.Object({
  SMTP_URL: Type.String({
    ...urlOf(['smtp', 'smtps']),
    default: 'smtp://127.0.0.1:2525',
    secret: true,
    // A mail catcher would swallow every verification mail (decision 0112).
    production: 'your mail relay; a mail catcher only if you mean it',
    description:
      'the mail server, credentials included (`smtps://user:pass@host:465`); the default is the sandbox; in production api logs where mail goes',
  }),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'RENT pre-sale <no-reply@rent.example>',
    description: 'sender of every mail',
  }),
  MAIL_POLL_MS: Type.Integer({
    minimum: 10,
    maximum: 3_600_000,
    default: 2000,
    description: 'how often the outbox worker looks for due mail; new mail also wakes it at once',
  }),
  MAIL_MAX_ATTEMPTS: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 12,
    description:
      'sends tried before a mail is given up (12 is about an hour of retries); a permanent refusal gives it up at once; `mail failed` lists it and `mail resend` queues it again ([decision 0082](decisions/0082-workers-claim-their-work-and-mail-gives-up.md))',
  }),
});

export function mailConfig(env: Static<typeof MailSettings>) {
  return {
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      /** How often the outbox worker looks for mail that is due. */
      pollMs: env.MAIL_POLL_MS,
      /** Attempts after which a mail that still fails is given up (decision 0082). */
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
  };
}

export type MailConfig = ReturnType<typeof mailConfig>['mail'];
