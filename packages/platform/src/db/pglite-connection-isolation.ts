import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Works around pglite-socket 0.2.17 (pinned for this reason; upstream
 * electric-sql/pglite#1046 / PR #977): the socket server queues each protocol *message* and only
 * keeps a connection's messages together inside a SQL transaction. An extended-protocol batch
 * (Parse/Bind/Describe/Execute/Sync) is not a transaction, so two connections' batches interleave
 * in PGlite's one session: "unnamed prepared statement does not exist", or silently wrong rows.
 * Also, an internal throw leaves `processing` true and the queue stalls for good.
 * This replaces processQueue: a connection that sent Parse/Bind/Describe/Execute/Close/Flush owns
 * the session until its Sync (or a simple Query) has run; an open transaction pins it as before.
 */
interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}
interface QueueInternals {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H
const BATCH_END = new Set([0x53, 0x51]); // S(ync), Q(uery)

export function isolateConnections(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  let pinned: number | null = null;

  queue.processQueue = async function processQueue(this: QueueInternals) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = pinned ?? (db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // wait for the owner's next message
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        const type = item.message[0] ?? 0;
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          this.lastHandlerId = item.handlerId;
          if (BATCH_END.has(type)) pinned = null;
          else if (EXTENDED.has(type)) pinned = item.handlerId;
          item.resolve(bytes);
        } catch (error) {
          if (pinned === item.handlerId) pinned = null;
          item.reject(error);
        }
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (pinned === handlerId) {
      pinned = null; // a connection that went away mid-batch must not hold the session
      void queue.processQueue();
    }
  };
}
