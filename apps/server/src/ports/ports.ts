import type { MailPort } from './mail';
import type { FileStore } from './files';
import type { PubSub } from './pubsub';
import type { PaymentsPort } from './payments';

/** Outside services, each behind a small port with a local default. */
export interface Ports {
  mail: MailPort;
  files: FileStore;
  pubsub: PubSub;
  payments: PaymentsPort;
}
