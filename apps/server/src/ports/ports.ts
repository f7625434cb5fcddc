import type { MailPort } from './mail';
import type { FileStore } from './files';
import type { PubSub } from './pubsub';
import type { PaymentsPort } from './payments';
import type { VirusScanner } from './virus-scanner';
import type { MediaPort } from './media';

/** Outside services, each behind a small port with a local default. */
export interface Ports {
  mail: MailPort;
  files: FileStore;
  pubsub: PubSub;
  payments: PaymentsPort;
  /** Scans every upload before it is kept (ClamAV with CLAMAV_SOCKET; none otherwise). */
  virusScanner: VirusScanner;
  /** Group classes' video rooms (Janus with JANUS_URL; none otherwise). */
  media: MediaPort;
}
