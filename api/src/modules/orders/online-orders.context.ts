// What the services of online payments are handed, by the routes, the payment worker and the admin
// commands: the app's part of the request context and the Paytm client, and the outbox's hand-off
// where this process sends the mail a settlement queues.
import type { RequestContext } from '../../plugins/context.js';
import type { MailHandOff } from '../mail/index.js';
import type { PaytmClient } from './paytm/paytm-client.js';

export type OnlineOrdersContext = Pick<
  RequestContext,
  'db' | 'now' | 'sale' | 'publicUrl' | 'log'
> & {
  paytm: PaytmClient;
  /**
   * Sends a settlement's mail as soon as its transaction commits (decision 0159). Without it, the
   * mail is queued due, for the outbox's next pass.
   */
  mail?: MailHandOff;
};
