// The outbox's gauges, read from the database when scraped: the backlog, the mail failing and given up, and how
// long the oldest due mail has waited (decision 0083).
import type { FastifyInstance } from 'fastify';
import type {} from '../../plugins/metrics.js';
import { ageSeconds, figureGauges } from '../../lib/figure-gauges.js';
import { outboxFigures, type OutboxFigures } from './outbox-figures.repository.js';

export function registerOutboxMetrics(app: FastifyInstance): void {
  figureGauges<OutboxFigures & { now: Date }>({
    registry: app.metrics.registry,
    log: app.log.child({ module: 'mail' }),
    what: 'the outbox figures',
    read: async () => {
      const now = app.now();
      return { now, ...(await outboxFigures(app.db, now)) };
    },
    gauges: [
      {
        name: 'rent_api_mail_outbox_due',
        help: 'Mail due and not sent yet (the outbox backlog)',
        show: (gauge, figures) => gauge.set(figures.due),
      },
      {
        name: 'rent_api_mail_outbox_failing',
        help: 'Unsent mail whose last attempt failed, waiting to be tried again',
        show: (gauge, figures) => gauge.set(figures.failing),
      },
      {
        name: 'rent_api_mail_outbox_failed',
        help: 'Mail given up after too many attempts or a permanent refusal (mail failed, mail resend)',
        show: (gauge, figures) => gauge.set(figures.failed),
      },
      {
        name: 'rent_api_mail_outbox_oldest_due_seconds',
        help: 'How long the oldest mail due and not sent has been in the outbox, 0 when none',
        show: (gauge, figures) => gauge.set(ageSeconds(figures.oldestDueAt, figures.now)),
      },
    ],
  });
}
