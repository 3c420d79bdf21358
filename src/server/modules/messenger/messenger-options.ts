import type { Database } from '../../db/database.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';

/** What the messenger's route plugins are registered with. */
export interface MessengerOptions {
  database: Database;
  /** Told about every change after it committed (the Socket.IO server, or silentNotifier). */
  notifier: RealtimeNotifier;
}
