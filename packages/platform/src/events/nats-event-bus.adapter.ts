import { EVENT_AGGREGATES, type Envelope } from '@gems/contracts';
import {
  jetstream,
  jetstreamManager,
  JetStreamApiCodes,
  JetStreamApiError,
  StorageType,
} from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager, StreamConfig } from '@nats-io/jetstream';
import { connect, headers as natsHeaders, nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logger.js';
import type {
  BatchSubscribeOptions,
  EventBus,
  OutgoingMessage,
  PublishBatchResult,
  SubscribeOptions,
  Subscription,
} from './event-bus.port.js';
import { NatsDurableConsumer } from './nats-durable-consumer.js';
import { oneByOne } from './run-handler.js';
import { assertSubjectPattern } from './subject-pattern.js';

export interface NatsEventBusOptions {
  url: string;
  logger: Logger;
  /** Shown by the NATS server's connection list, e.g. the service name. */
  connectionName?: string;
  /** Replicas of the stream on a cluster (3 survives a node's loss); unset keeps the stream's. */
  replicas?: number;
  /** Default `GEMS`. Tests give each run its own stream. */
  streamName?: string;
  /**
   * Tests only: the stream holds `<prefix>.<subject>` so a test stream does not overlap the
   * production one; callers still publish and subscribe with production subjects.
   */
  subjectPrefix?: string;
  /**
   * Window in which a repeated Nats-Msg-Id is dropped. Default 2 minutes. The outbox relay relies
   * on it: after a failed publish it sends again messages of the batch the stream may already hold.
   */
  duplicateWindowMs?: number;
  /** Stream max_age. Default 7 days. */
  retentionMs?: number;
  /** Messages a durable asks for per pull request (handled one at a time, in order). Default 64. */
  fetchBatch?: number;
  /**
   * How long a batch durable (subscribeBatch) waits for more messages when fewer than its
   * maxBatch are there. Default 20 ms: at 200 likes a second a batch of one cost a transaction a
   * like; waiting a little makes batches of several for a few ms of lag.
   */
  batchWaitMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a JetStream API call (creating or updating the stream, a consumer) may take. The
 * client's 5 s is short on a cluster: a stream of three replicas created while every replica of
 * every service starts at once took longer than that on a busy machine.
 */
const JETSTREAM_API_TIMEOUT_MS = 30_000;

/** The production event bus: one JetStream stream (`GEMS`) holding every aggregate's subjects. */
export class NatsEventBus implements EventBus {
  private readonly js: JetStreamClient;
  private readonly subscriptions = new Set<NatsDurableConsumer>();
  private readonly prefix: string;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly options: NatsEventBusOptions & { streamName: string },
  ) {
    this.js = jetstream(nc);
    this.prefix = options.subjectPrefix ? `${options.subjectPrefix}.` : '';
  }

  /** Connects and creates or updates the stream; rejects when NATS is unreachable. */
  static async connect(options: NatsEventBusOptions): Promise<NatsEventBus> {
    const nc = await connect({
      servers: options.url,
      name: options.connectionName,
      maxReconnectAttempts: -1,
      // Without it every request (each JetStream publish of the relay) builds two Errors up front
      // only to carry the caller's stack should it fail; in social's profile that was ~1 % of CPU.
      noAsyncTraces: true,
    });
    try {
      const bus = new NatsEventBus(nc, await jetstreamManager(nc, { timeout: JETSTREAM_API_TIMEOUT_MS }), {
        ...options,
        streamName: options.streamName ?? 'GEMS',
      });
      await bus.ensureStream();
      return bus;
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  async publish(envelope: Envelope, headers: Record<string, string> = {}): Promise<void> {
    const h = natsHeaders();
    if (envelope.traceparent) h.set('traceparent', envelope.traceparent);
    for (const [key, value] of Object.entries(headers)) h.set(key, value);
    await this.js.publish(this.toStreamSubject(envelope.type), JSON.stringify(envelope), {
      msgID: envelope.id,
      headers: h,
    });
  }

  /**
   * Pipelined: every publish goes out on the one connection, in order (publish() writes before its
   * first await), before any ack is awaited: the stream keeps the order at one round trip per
   * batch. If one fails, later ones may be stored; the caller's re-publish of them is dropped as a
   * duplicate (duplicate_window, 2 minutes by default; after that it is delivered again, which
   * idempotent consumers tolerate).
   */
  async publishBatch(messages: OutgoingMessage[]): Promise<PublishBatchResult> {
    const acks = await Promise.allSettled(messages.map((m) => this.publish(m.envelope, m.headers)));
    const failed = acks.findIndex((ack) => ack.status === 'rejected');
    if (failed < 0) return { published: messages.length };
    return { published: failed, error: (acks[failed] as PromiseRejectedResult).reason };
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.subscribeBatch({ ...options, handler: oneByOne(options.handler), maxBatch: 1 });
  }

  async subscribeBatch(options: BatchSubscribeOptions): Promise<Subscription> {
    if (!options.durable) throw new Error('A durable name is required');
    if (options.subjects.length === 0) throw new Error('At least one subject is required');
    options.subjects.forEach(assertSubjectPattern);
    const consumer = new NatsDurableConsumer({
      durable: options.durable,
      subjects: options.subjects,
      handler: options.handler,
      ackWaitMs: options.ackWaitMs ?? 30_000,
      maxDeliver: options.maxDeliver ?? 10,
      maxBatch: Math.max(1, options.maxBatch),
      fetchBatch: this.options.fetchBatch ?? 64,
      batchWaitMs: options.maxBatch > 1 ? (this.options.batchWaitMs ?? 20) : 0,
      nc: this.nc,
      js: this.js,
      jsm: this.jsm,
      stream: this.options.streamName,
      logger: this.options.logger,
      toStreamSubject: (subject) => this.toStreamSubject(subject),
      fromStreamSubject: (subject) =>
        subject.startsWith(this.prefix) ? subject.slice(this.prefix.length) : subject,
    });
    await consumer.start();
    this.subscriptions.add(consumer);
    return {
      drain: async () => {
        this.subscriptions.delete(consumer);
        await consumer.drain();
      },
    };
  }

  async ping(): Promise<boolean> {
    if (this.nc.isClosed()) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 2000)));
    try {
      return await Promise.race([this.nc.rtt().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const open = [...this.subscriptions];
    this.subscriptions.clear();
    await Promise.all(open.map((consumer) => consumer.drain()));
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  private toStreamSubject(subject: string): string {
    return `${this.prefix}${subject}`;
  }

  private async ensureStream(): Promise<void> {
    const config = {
      name: this.options.streamName,
      subjects: EVENT_AGGREGATES.map((aggregate) => this.toStreamSubject(`${aggregate}.>`)),
      storage: StorageType.File,
      duplicate_window: nanos(this.options.duplicateWindowMs ?? 120_000),
      max_age: nanos(this.options.retentionMs ?? 7 * DAY_MS),
      ...(this.options.replicas ? { num_replicas: this.options.replicas } : {}),
    };
    let existing = await this.streamConfig(config.name);
    if (existing === undefined) {
      await this.createStream(config);
      existing = await this.streamConfig(config.name);
      if (existing === undefined) throw new Error(`JetStream stream ${config.name} was not created`);
    }
    // Storage cannot change on an existing stream; subjects only grow, so during a rolling deploy
    // an older replica does not take away a newer one's aggregate.
    const { storage: _storage, ...changeable } = config;
    const subjects = [...new Set([...(existing.subjects ?? []), ...config.subjects])];
    // Updated only when something differs: replicas starting together find the stream one of them
    // just made, and NATS 2.9 answers no update of a stream that new (each timed out after 30 s).
    const same =
      subjects.length === (existing.subjects ?? []).length &&
      existing.duplicate_window === config.duplicate_window &&
      existing.max_age === config.max_age &&
      (config.num_replicas === undefined || existing.num_replicas === config.num_replicas);
    if (!same) await this.jsm.streams.update(config.name, { ...changeable, subjects });
  }

  /** The stream's configuration, or undefined when there is no such stream. */
  private async streamConfig(name: string): Promise<StreamConfig | undefined> {
    try {
      return (await this.jsm.streams.info(name)).config;
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)
        return undefined;
      throw error;
    }
  }

  /**
   * Creates the stream, or lets another replica's create stand. On a cluster, NATS 2.9 may never
   * answer a create sent while other replicas create the same stream (seen in the scale-out
   * rehearsal: the request timed out after 30 s though the stream was there, and the replica
   * crashed at start). So the create is not waited for alone: while it is pending the stream is
   * looked for every half second, and once it exists the create's answer no longer matters.
   */
  private async createStream(config: Parameters<JetStreamManager['streams']['add']>[0]): Promise<void> {
    const adding = this.jsm.streams.add(config).then(
      () => true,
      async (error: unknown) => {
        // Made by another replica with a config of its own: the caller compares and updates.
        if ((await this.streamConfig(config.name!).catch(() => undefined)) !== undefined) return true;
        throw error;
      },
    );
    adding.catch(() => undefined); // its answer may never come; nobody waits for it then
    for (;;) {
      if (await Promise.race([adding, sleep(500).then(() => false)])) return;
      if ((await this.streamConfig(config.name!)) !== undefined) return;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
