import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import type { Envelope } from '@gems/contracts';
import { eventually, infra, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { createLogger } from '../logger.js';
import { consume, consumeBatch } from './consume.js';
import { testEnvelope } from './event-bus.contract.js';
import type { EventBus, Subscription } from './event-bus.port.js';
import { createEnvelope } from './envelope.js';
import { reachableBusTargets } from './test-event-buses.js';

const logger = createLogger('consume-test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spans = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(spans)] });
provider.register(); // AsyncLocalStorage context and the W3C trace-context propagator, as in a service

afterAll(async () => {
  await provider.shutdown();
  await stopTestDatabase();
});

for (const createTarget of reachableBusTargets(logger, {
  natsUrl: infra.natsUrl,
  databaseUrl: testDatabaseUrl,
  uniqueSchema,
})) {
  const target = createTarget();

  describe(`consume() over the ${target.name} bus`, () => {
    let bus: EventBus;
    const subscriptions: Subscription[] = [];
    let n = 0;
    const listen = async (
      subject: string,
      handle: (envelope: Envelope, attempt: number) => Promise<void>,
    ) => {
      subscriptions.push(
        await consume(bus, {
          durable: `consume-test-${++n}`,
          subjects: [subject],
          logger,
          ackWaitMs: 5000,
          backoff: { baseMs: 300, maxMs: 1000 },
          handle: (envelope, delivery) => handle(envelope, delivery.attempt),
        }),
      );
    };

    beforeAll(async () => {
      bus = await target.open();
    });

    afterAll(async () => {
      await Promise.all(subscriptions.map((s) => s.drain()));
      await target.cleanup();
    });

    it('acks after the handler resolved, so the event is handled once', async () => {
      const seen: number[] = [];
      await listen('comment.created', async (_envelope, attempt) => void seen.push(attempt));
      await bus.publish(testEnvelope('comment.created', { commentId: 1 }));
      await eventually(() => seen.length === 1);
      await sleep(400);
      expect(seen).toEqual([1]);
    });

    it('terminates a malformed envelope without calling the handler', async () => {
      const seen: string[] = [];
      await listen('comment.deleted', async (envelope) => void seen.push(envelope.id));
      const malformed = { id: 'bad-1', type: 'comment.deleted', data: {} } as unknown as Envelope; // no version, occurredAt, producer
      await bus.publish(malformed);
      const good = testEnvelope('comment.deleted', { commentId: 2 });
      await bus.publish(good);
      await eventually(() => seen.includes(good.id));
      await sleep(400);
      expect(seen).toEqual([good.id]);
    });

    it('redelivers after a handler error with a backoff delay', async () => {
      const times: Array<{ attempt: number; at: number }> = [];
      await listen('collection.created', async (_envelope, attempt) => {
        times.push({ attempt, at: Date.now() });
        if (attempt === 1) throw new Error('database unavailable');
      });
      await bus.publish(testEnvelope('collection.created', { collectionId: 3 }));
      await eventually(() => times.length === 2, 4000);
      const [first, second] = times;
      expect(second?.attempt).toBe(2);
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(250);
    });

    it('holds an event while the database is away, so an outage does not use up its deliveries', async () => {
      const attempts: number[] = [];
      let applied = 0;
      const downUntil = Date.now() + 2_500; // past two ack waits: redeliveries would have dropped it
      subscriptions.push(
        await consume(bus, {
          durable: `consume-test-${++n}`,
          subjects: ['user.unfollowed'],
          logger,
          ackWaitMs: 1000,
          maxDeliver: 2,
          backoff: { baseMs: 100, maxMs: 400 },
          handle: async (_envelope, delivery) => {
            attempts.push(delivery.attempt);
            if (Date.now() < downUntil)
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
            applied++;
          },
        }),
      );
      await bus.publish(testEnvelope('user.unfollowed', { followerId: 1, followedId: 2 }));
      await eventually(() => applied === 1, 10_000);
      expect(attempts.length).toBeGreaterThan(3);
      expect(new Set(attempts)).toEqual(new Set([1])); // retried in hand, never redelivered
      await sleep(1_500);
      expect(applied).toBe(1);
    });

    it("runs the handler in a consumer span that continues the producer's trace", async () => {
      const handled: Array<string | undefined> = [];
      await listen(
        'user.registered',
        async () => void handled.push(trace.getActiveSpan()?.spanContext().traceId),
      );
      const envelope = trace.getTracer('test').startActiveSpan('POST /api/auth/register', (span) => {
        const created = createEnvelope(
          'user.registered',
          {
            userId: 1,
            username: 'ada',
            email: 'ada@example.com',
            profileImageUrl: null,
            isPublic: true,
            referredBy: null,
            createdAt: new Date().toISOString(),
          },
          { producer: 'identity' },
        );
        span.end();
        return { created, span };
      });
      const { traceId, spanId } = envelope.span.spanContext();
      expect(envelope.created.traceparent).toBe(`00-${traceId}-${spanId}-01`);

      await bus.publish(envelope.created);
      await eventually(() => handled.length === 1);
      expect(handled).toEqual([traceId]);
      const consumer = await eventually(() =>
        spans
          .getFinishedSpans()
          .find((s) => s.name === 'user.registered process' && s.spanContext().traceId === traceId),
      );
      expect(consumer?.parentSpanContext?.spanId).toBe(spanId);
      expect(consumer?.attributes['messaging.message.id']).toBe(envelope.created.id);
    });

    it('consumeBatch() applies the events waiting together, in order, and acks each', async () => {
      const calls: string[][] = [];
      const sent = Array.from({ length: 20 }, (_, i) => testEnvelope('gem.updated', { gemId: i }));
      await bus.publishBatch(sent.map((envelope) => ({ envelope })));
      subscriptions.push(
        await consumeBatch(bus, {
          durable: `consume-test-${++n}`,
          subjects: ['gem.updated'],
          logger,
          ackWaitMs: 1000,
          maxBatch: 8,
          handle: async (envelopes) => void calls.push(envelopes.map((e) => e.id)),
        }),
      );
      await eventually(() => calls.flat().length >= sent.length);
      await sleep(1300); // past the ack wait: nothing comes back
      expect(calls.flat()).toEqual(sent.map((e) => e.id));
      expect(Math.max(...calls.map((c) => c.length))).toBeLessThanOrEqual(8);
      if (target.name === 'nats') expect(calls.length).toBeLessThan(sent.length); // batched
    });

    it('consumeBatch() retries a failed batch one by one: only the bad event waits for its redelivery', async () => {
      const applied: string[] = [];
      const attempts = new Map<string, number>();
      const sent = Array.from({ length: 5 }, (_, i) => testEnvelope('gem.deleted', { gemId: i }));
      const bad = sent[2]!.id;
      await bus.publishBatch(sent.map((envelope) => ({ envelope })));
      subscriptions.push(
        await consumeBatch(bus, {
          durable: `consume-test-${++n}`,
          subjects: ['gem.deleted'],
          logger,
          ackWaitMs: 5000,
          backoff: { baseMs: 300, maxMs: 1000 },
          handle: async (envelopes) => {
            for (const e of envelopes) attempts.set(e.id, (attempts.get(e.id) ?? 0) + 1);
            if (envelopes.some((e) => e.id === bad) && (attempts.get(bad) ?? 0) < 3)
              throw new Error('bad event');
            applied.push(...envelopes.map((e) => e.id));
          },
        }),
      );
      await eventually(() => applied.includes(bad), 4000);
      await sleep(300);
      expect(applied.filter((id) => id !== bad)).toEqual(sent.map((e) => e.id).filter((id) => id !== bad));
      expect(applied.filter((id) => id === bad)).toEqual([bad]);
    });
  });
}
