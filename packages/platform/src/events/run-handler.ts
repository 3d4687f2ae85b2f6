import type { Logger } from '../logger.js';
import type { Delivery } from './event-bus.port.js';

export type SettleableDelivery = Delivery & { settled(): boolean };

export interface HandlerRun {
  handler: (deliveries: Delivery[]) => Promise<void>;
  logger: Logger;
  durable: string;
  ackWaitMs: number;
  /** Handlers still running, so drain() can wait for them. */
  inFlight: Set<Promise<void>>;
  /** Names the adapter in logs. */
  bus: string;
}

/** A subscribe() handler as a batch handler: the deliveries one after another. */
export const oneByOne =
  (handler: (delivery: Delivery) => Promise<void>) =>
  async (deliveries: Delivery[]): Promise<void> => {
    for (const delivery of deliveries) await handler(delivery);
  };

/**
 * Runs a consumer's handler for one batch of deliveries, the same way for every adapter: the
 * deliveries a throwing handler left unsettled are nak()ed at once; past the ack wait they are due
 * again (as in JetStream), so the consumer stops waiting and moves on while the handler finishes.
 * A held delivery (Delivery.hold) pushes that moment back: the durable waits for it, in order.
 */
export async function runHandler(deliveries: SettleableDelivery[], run: HandlerRun): Promise<void> {
  let waitUntil = Date.now() + run.ackWaitMs;
  const held = deliveries.map((delivery) =>
    delivery.hold
      ? {
          ...delivery,
          hold: (ms: number) => {
            waitUntil = Math.max(waitUntil, Date.now() + ms + run.ackWaitMs);
            return delivery.hold!(ms);
          },
        }
      : delivery,
  );
  const handling = handle(held, run);
  run.inFlight.add(handling);
  void handling.finally(() => run.inFlight.delete(handling));
  let timer: NodeJS.Timeout | undefined;
  const ackWaitOver = new Promise<void>((resolve) => {
    const check = () => {
      const left = waitUntil - Date.now();
      if (left <= 0) resolve();
      else timer = setTimeout(check, left);
    };
    check();
  });
  await Promise.race([handling, ackWaitOver]);
  clearTimeout(timer);
}

/**
 * Waits `ms` for a held message, calling `keepAlive` often enough that its ack wait never runs out;
 * false as soon as `stopping()` says the consumer drains.
 */
export async function holdMessage(
  ms: number,
  {
    ackWaitMs,
    stopping,
    keepAlive,
  }: { ackWaitMs: number; stopping: () => boolean; keepAlive: () => unknown },
): Promise<boolean> {
  const until = Date.now() + ms;
  let lastKept = Date.now();
  while (Date.now() < until) {
    if (stopping()) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, until - Date.now())));
    if (Date.now() - lastKept >= ackWaitMs / 3) {
      lastKept = Date.now();
      await keepAlive();
    }
  }
  await keepAlive();
  return !stopping();
}

async function handle(deliveries: SettleableDelivery[], run: HandlerRun): Promise<void> {
  try {
    await run.handler(deliveries);
  } catch (error) {
    const unsettled = deliveries.filter((delivery) => !delivery.settled());
    const first = unsettled[0] ?? deliveries[0];
    const context = {
      err: error,
      durable: run.durable,
      subject: first?.subject,
      eventId: first?.envelope.id,
      attempt: first?.attempt,
      ...(deliveries.length > 1 ? { batch: deliveries.length, unsettled: unsettled.length } : {}),
    };
    if (unsettled.length === 0) {
      run.logger.error(context, 'event handler failed after settling the message');
      return;
    }
    run.logger.warn(context, 'event handler failed; the message will be redelivered');
    for (const delivery of unsettled) {
      await delivery
        .nak()
        .catch((err: unknown) => run.logger.error({ ...context, err }, `${run.bus}: nak failed`));
    }
  }
}
