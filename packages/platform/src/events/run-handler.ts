import type { Logger } from '../logger.js';
import type { Delivery } from './event-bus.port.js';

export type SettleableDelivery = Delivery & { settled(): boolean };

export interface HandlerRun {
  handler: (delivery: Delivery) => Promise<void>;
  logger: Logger;
  durable: string;
  ackWaitMs: number;
  /** Handlers still running, so drain() can wait for them. */
  inFlight: Set<Promise<void>>;
  /** Names the adapter in logs. */
  bus: string;
}

/**
 * Runs a consumer's handler for one delivery, the same way for every adapter: a handler that
 * throws before settling is nak()ed at once; past the ack wait the message is due again (as in
 * JetStream), so the consumer stops waiting and moves on while the handler finishes.
 */
export async function runHandler(delivery: SettleableDelivery, run: HandlerRun): Promise<void> {
  const handling = handle(delivery, run);
  run.inFlight.add(handling);
  void handling.finally(() => run.inFlight.delete(handling));
  let timer: NodeJS.Timeout | undefined;
  const ackWaitOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, run.ackWaitMs)));
  await Promise.race([handling, ackWaitOver]);
  clearTimeout(timer);
}

async function handle(delivery: SettleableDelivery, run: HandlerRun): Promise<void> {
  try {
    await run.handler(delivery);
  } catch (error) {
    const context = {
      err: error,
      durable: run.durable,
      subject: delivery.subject,
      eventId: delivery.envelope.id,
      attempt: delivery.attempt,
    };
    if (delivery.settled()) {
      run.logger.error(context, 'event handler failed after settling the message');
      return;
    }
    run.logger.warn(context, 'event handler failed; the message will be redelivered');
    await delivery
      .nak()
      .catch((err: unknown) => run.logger.error({ ...context, err }, `${run.bus}: nak failed`));
  }
}
