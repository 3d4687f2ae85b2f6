import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import type {
  Consumer,
  ConsumerMessages,
  JetStreamClient,
  JetStreamManager,
  JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Envelope } from '@gems/contracts';
import type { Logger } from '../logger.js';
import { holdMessage, runHandler, type SettleableDelivery } from './run-handler.js';
import type { BatchSubscribeOptions, Subscription } from './event-bus.port.js';
import { coveringPattern, subjectMatches } from './subject-pattern.js';

export interface NatsConsumerConfig extends Required<Omit<BatchSubscribeOptions, 'handler'>> {
  handler: BatchSubscribeOptions['handler'];
  /** max_messages per pull request. */
  fetchBatch: number;
  /** Wait this long for a batch to fill before handing over fewer than maxBatch (0: never). */
  batchWaitMs: number;
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  logger: Logger;
  /** Maps a production subject to the stream's subject and back (a prefix in tests). */
  toStreamSubject: (subject: string) => string;
  fromStreamSubject: (subject: string) => string;
}

const FETCH_EXPIRES_MS = 5000;
/**
 * Messages of a batch left when draining are nak'd with this delay: NATS 2.9 mishandles several
 * immediate naks while no pull request waits (one sat out its ack wait, another came twice).
 */
const DRAIN_NAK_DELAY_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** NATS durable names may not hold `.`, `*`, `>` or whitespace. */
export function natsDurableName(durable: string): string {
  return durable.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * One JetStream durable pull consumer. NATS 2.9 takes one filter subject per consumer, so a durable
 * over several subjects filters by the narrowest covering pattern and acks what it does not want
 * (one consumer, rather than one per subject, keeps the durable's messages in stream order).
 * It pulls a batch per request (one request per message capped a durable at about one round trip
 * per event) and hands the messages to the handler in order as they arrive: one at a time, or
 * for subscribeBatch those waiting, up to maxBatch.
 */
export class NatsDurableConsumer implements Subscription {
  private stopping = false;
  private fetching?: ConsumerMessages;
  private readonly inFlight = new Set<Promise<void>>();
  private loop: Promise<void> = Promise.resolve();
  private readonly name: string;
  private flushing?: Promise<void>;

  constructor(private readonly config: NatsConsumerConfig) {
    this.name = natsDurableName(config.durable);
  }

  async start(): Promise<void> {
    await this.ensureConsumer();
    this.loop = this.run();
  }

  async drain(): Promise<void> {
    this.stopping = true;
    this.fetching?.stop();
    await this.loop;
    await Promise.all([...this.inFlight]);
  }

  private async ensureConsumer(): Promise<void> {
    const { jsm, stream, subjects, ackWaitMs, maxDeliver, toStreamSubject } = this.config;
    const wanted = {
      filter_subject: coveringPattern(subjects.map(toStreamSubject)),
      ack_wait: nanos(ackWaitMs),
      max_deliver: maxDeliver,
    };
    try {
      const existing = await jsm.consumers.info(stream, this.name);
      const { filter_subject, ack_wait, max_deliver } = existing.config;
      if (
        filter_subject !== wanted.filter_subject ||
        ack_wait !== wanted.ack_wait ||
        max_deliver !== wanted.max_deliver
      ) {
        await jsm.consumers.update(stream, this.name, wanted);
      }
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound))
        throw error;
      await jsm.consumers.add(stream, {
        ...wanted,
        durable_name: this.name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
      });
    }
  }

  private async run(): Promise<void> {
    const { js, stream, logger, durable, fetchBatch } = this.config;
    let failures = 0;
    let consumer: Consumer | undefined;
    while (!this.stopping) {
      try {
        if (failures > 0) await this.ensureConsumer(); // it may have been deleted with its stream
        if (!consumer || failures > 0) consumer = await js.consumers.get(stream, this.name);
        this.fetching = await consumer.fetch({ max_messages: fetchBatch, expires: FETCH_EXPIRES_MS });
        if (this.stopping) this.fetching.stop();
        await this.handleBatch(this.fetching);
        failures = 0;
      } catch (error) {
        if (this.stopping) break;
        failures++;
        logger.warn({ err: error, durable }, 'nats bus: fetching the next messages failed; retrying');
        await sleep(Math.min(5000, 250 * 2 ** failures));
      } finally {
        this.fetching = undefined;
      }
    }
  }

  /**
   * Handles one pull request's messages in order as they arrive. They are read off the fetch into
   * a queue of our own so that the waiting ones can be kept alive: their ack wait runs from
   * delivery, and the server would redeliver (and, at max_deliver, drop) a message that merely
   * waited behind slow handlers. Once draining, the rest are nak'd, to be redelivered soon.
   */
  private async handleBatch(fetching: ConsumerMessages): Promise<void> {
    const waiting: JsMsg[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    let failure: unknown;
    const reading = (async () => {
      try {
        for await (const msg of fetching) {
          waiting.push(msg);
          wake?.();
        }
      } catch (error) {
        failure = error;
      } finally {
        ended = true;
        wake?.();
      }
    })();
    const keepAlive = setInterval(
      () => waiting.forEach((msg) => msg.working()),
      Math.max(50, this.config.ackWaitMs / 3),
    );
    const { maxBatch, batchWaitMs } = this.config;
    try {
      for (;;) {
        // A started batch may wait up to batchWaitMs to fill (0: never waits).
        const fillBy = Date.now() + batchWaitMs;
        while (
          waiting.length > 0 &&
          waiting.length < maxBatch &&
          !ended &&
          !this.stopping &&
          Date.now() < fillBy
        ) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, fillBy - Date.now());
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
        }
        const next = waiting.splice(0, maxBatch);
        if (next.length > 0) {
          if (this.stopping) next.forEach((msg) => msg.nak(DRAIN_NAK_DELAY_MS));
          else await this.dispatch(next);
        } else if (ended) {
          break;
        } else {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      }
    } finally {
      clearInterval(keepAlive);
    }
    await reading;
    if (failure) throw failure;
  }

  private async dispatch(msgs: JsMsg[]): Promise<void> {
    const deliveries: SettleableDelivery[] = [];
    for (const msg of msgs) {
      const subject = this.config.fromStreamSubject(msg.subject);
      if (!this.config.subjects.some((pattern) => subjectMatches(pattern, subject))) {
        msg.ack(); // outside this durable's subjects, only inside its covering filter
        continue;
      }
      let envelope: Envelope;
      try {
        envelope = msg.json<Envelope>();
      } catch (error) {
        this.config.logger.error(
          { err: error, durable: this.config.durable, subject },
          'event is not JSON; terminated',
        );
        msg.term('malformed JSON');
        continue;
      }
      deliveries.push(this.delivery(msg, subject, envelope));
    }
    if (deliveries.length === 0) return;
    await runHandler(deliveries, {
      handler: this.config.handler,
      logger: this.config.logger,
      durable: this.config.durable,
      ackWaitMs: this.config.ackWaitMs,
      inFlight: this.inFlight,
      bus: 'nats bus',
    });
  }

  /**
   * One round trip for the acks of a batch: acks written in the same turn share the flush that
   * starts after them (the server has handled an ack once the flush's PONG comes back, which is
   * what ackAck's one reply per message told us, for one round trip per message).
   */
  private flushSoon(): Promise<void> {
    this.flushing ??= Promise.resolve().then(() => {
      this.flushing = undefined;
      return this.config.nc.flush();
    });
    return this.flushing;
  }

  private delivery(msg: JsMsg, subject: string, envelope: Envelope): SettleableDelivery {
    const { nc, maxDeliver, logger, durable } = this.config;
    const headers: Record<string, string> = {};
    for (const key of msg.headers?.keys() ?? []) headers[key] = msg.headers?.get(key) ?? '';
    const attempt = msg.info.deliveryCount;
    let settled = false;
    const settle = async (action: () => Promise<unknown> | void) => {
      if (settled) return;
      settled = true;
      await action();
    };
    return {
      envelope,
      subject,
      headers,
      attempt,
      settled: () => settled,
      ack: () =>
        settle(() => {
          msg.ack();
          return this.flushSoon();
        }),
      term: () =>
        settle(() => {
          msg.term();
          return nc.flush();
        }),
      // In-progress acks restart the ack wait: no redelivery, so no delivery counted.
      hold: (ms: number) =>
        holdMessage(ms, {
          ackWaitMs: this.config.ackWaitMs,
          stopping: () => this.stopping,
          keepAlive: () => {
            msg.working();
            return nc.flush().catch(() => undefined);
          },
        }),
      nak: (delayMs?: number) =>
        settle(() => {
          if (attempt >= maxDeliver) {
            logger.warn(
              { durable, subject, eventId: envelope.id, attempt },
              'event terminated after maxDeliver deliveries',
            );
            msg.term('max deliveries');
          } else {
            msg.nak(delayMs && delayMs > 0 ? delayMs : undefined);
          }
          return nc.flush();
        }),
    };
  }
}
