import type { MailPort } from '../../ports/mail';
import type { FileStore } from '../../ports/files';
import type { PubSub } from '../../ports/pubsub';
import type { PaymentsPort } from '../../ports/payments';
import type { VirusScanner } from '../../ports/virus-scanner';

/** Outside services, each behind a small port with a local default. */
export interface Ports {
  mail: MailPort;
  files: FileStore;
  pubsub: PubSub;
  payments: PaymentsPort;
  /** Scans every upload before it is kept (ClamAV with CLAMAV_SOCKET; none otherwise). */
  virusScanner: VirusScanner;
}
