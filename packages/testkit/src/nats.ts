import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** Removes a test stack's own stream so repeated runs leave nothing on the shared NATS. */
export async function deleteStream(url: string, name: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    await (await jetstreamManager(nc)).streams.delete(name).catch(() => false);
  } finally {
    await nc.close();
  }
}
