import type { MailPort } from '../../ports/mail';
import type { FileStore } from '../../ports/files';
import type { PubSub } from '../../ports/pubsub';
import type { PaymentsPort } from '../../ports/payments';

/** Outside services, each behind a small port with a local default. */
export interface Ports {
  mail: MailPort;
  files: FileStore;
  pubsub: PubSub;
  payments: PaymentsPort;
}
