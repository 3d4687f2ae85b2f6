import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@gems/contracts';
import type { Delivery, EventBus, SubscribeOptions, Subscription } from './event-bus.port.js';

/** Opens adapter instances over one shared, test-owned stream; cleanup removes it. */
export interface EventBusTarget {
  open(): Promise<EventBus>;
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** A subject no other test of this run uses: tests share one stream and durables replay it all. */
const uniqueVerb = () => `t${randomBytes(4).toString('hex')}`;

export function testEnvelope(type: string, data: unknown = {}, extra: Partial<Envelope> = {}): Envelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'contract-test',
    data,
    ...extra,
  };
}

/** Polls until `check` is truthy or the time runs out (the tests pass testkit's `eventually`). */
export type Eventually = <T>(check: () => Promise<T> | T, timeoutMs?: number) => Promise<T>;

/**
 * The behaviour every EventBus adapter must show (embedded always, NATS when reachable). The
 * test-run helpers come in as parameters, so the platform never imports testkit.
 */
export function describeEventBusContract(
  adapterName: string,
  createTarget: () => EventBusTarget,
  eventually: Eventually,
): void {
  describe(`EventBus contract: ${adapterName}`, () => {
    const target = createTarget();
    const subscriptions: Subscription[] = [];
    let bus: EventBus;

    const subscribe = async (
      options: Omit<SubscribeOptions, 'durable'> & { durable?: string },
      on: EventBus = bus,
    ) => {
      const subscription = await on.subscribe({
        durable: `contract-${uniqueVerb()}`,
        ackWaitMs: 5000,
        ...options,
      });
      subscriptions.push(subscription);
      return subscription;
    };

    beforeAll(async () => {
      bus = await target.open();
    });

    afterAll(async () => {
      await Promise.all(subscriptions.map((s) => s.drain()));
      await target.cleanup();
    });

    it('answers ping', async () => {
      expect(await bus.ping()).toBe(true);
    });

    it('delivers a published envelope with its headers to a subscriber', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const seen: Delivery[] = [];
      await subscribe({ subjects: [subject], handler: async (d) => (seen.push(d), d.ack()) });
      const sent = testEnvelope(subject, { gemId: 7, title: 'A gem' }, { traceparent: TRACEPARENT });
      await bus.publish(sent, { 'x-request-id': 'req-1' });

      await eventually(() => seen.length > 0);
      const [delivery] = seen;
      expect(delivery?.envelope).toEqual(sent);
      expect(delivery?.subject).toBe(subject);
      expect(delivery?.attempt).toBe(1);
      expect(delivery?.headers).toMatchObject({ 'x-request-id': 'req-1', traceparent: TRACEPARENT });
    });

    it('delivers a message published twice with the same id once', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const seen: string[] = [];
      await subscribe({ subjects: [subject], handler: async (d) => (seen.push(d.envelope.id), d.ack()) });
      const twice = testEnvelope(subject);
      await bus.publish(twice);
      await bus.publish(twice);
      const marker = testEnvelope(subject);
      await bus.publish(marker);

      await eventually(() => seen.includes(marker.id));
      await sleep(200);
      expect(seen).toEqual([twice.id, marker.id]);
    });

    it('redelivers a message whose handler threw, as attempt 2', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const attempts: number[] = [];
      await subscribe({
        subjects: [subject],
        handler: async (d) => {
          attempts.push(d.attempt);
          if (d.attempt === 1) throw new Error('transient failure');
          await d.ack();
        },
      });
      await bus.publish(testEnvelope(subject));
      await eventually(() => attempts.length === 2);
      await sleep(200);
      expect(attempts).toEqual([1, 2]);
    });

    it('redelivers a nak()ed message after about the given delay', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const times: Array<{ attempt: number; at: number }> = [];
      await subscribe({
        subjects: [subject],
        handler: async (d) => {
          times.push({ attempt: d.attempt, at: Date.now() });
          if (d.attempt === 1) await d.nak(700);
          else await d.ack();
        },
      });
      await bus.publish(testEnvelope(subject));
      await eventually(() => times.length === 2, 4000);
      const [first, second] = times;
      expect(second?.attempt).toBe(2);
      const waited = (second?.at ?? 0) - (first?.at ?? 0);
      expect(waited).toBeGreaterThanOrEqual(600);
      expect(waited).toBeLessThan(2500);
    });

    it('redelivers a message that is neither acked nor naked once the ack wait is over', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const attempts: number[] = [];
      await subscribe({
        subjects: [subject],
        ackWaitMs: 1000,
        handler: async (d) => {
          attempts.push(d.attempt);
          if (d.attempt > 1) await d.ack();
        },
      });
      await bus.publish(testEnvelope(subject));
      await eventually(() => attempts.length === 2, 4000);
      expect(attempts).toEqual([1, 2]);
    });

    it('does not redeliver a term()ed message', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const seen: string[] = [];
      const poison = testEnvelope(subject);
      await subscribe({
        subjects: [subject],
        ackWaitMs: 1000,
        handler: async (d) => {
          seen.push(d.envelope.id);
          if (d.envelope.id === poison.id) await d.term();
          else await d.ack();
        },
      });
      await bus.publish(poison);
      const marker = testEnvelope(subject);
      await bus.publish(marker);
      await eventually(() => seen.includes(marker.id));
      await sleep(1300); // past the ack wait
      expect(seen).toEqual([poison.id, marker.id]);
    });

    it('stops redelivering after maxDeliver deliveries', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const attempts: number[] = [];
      await subscribe({
        subjects: [subject],
        maxDeliver: 2,
        handler: async (d) => {
          attempts.push(d.attempt);
          await d.nak();
        },
      });
      await bus.publish(testEnvelope(subject));
      await eventually(() => attempts.length === 2);
      await sleep(500);
      expect(attempts).toEqual([1, 2]);
    });

    it('resumes a durable after a restart: what was published meanwhile arrives, acked messages do not return', async () => {
      const subject = `user.${uniqueVerb()}`;
      const durable = `contract-resume-${uniqueVerb()}`;
      const first = await target.open();
      const seenBefore: string[] = [];
      const before = await first.subscribe({
        durable,
        subjects: [subject],
        handler: async (d) => (seenBefore.push(d.envelope.id), d.ack()),
      });
      const acked = testEnvelope(subject);
      await bus.publish(acked);
      await eventually(() => seenBefore.length === 1);
      await before.drain();
      await first.close();

      const whileAway = testEnvelope(subject);
      await bus.publish(whileAway);

      const second = await target.open();
      const seenAfter: string[] = [];
      await subscribe(
        { durable, subjects: [subject], handler: async (d) => (seenAfter.push(d.envelope.id), d.ack()) },
        second,
      );
      await eventually(() => seenAfter.length >= 1);
      await sleep(300);
      expect(seenBefore).toEqual([acked.id]);
      expect(seenAfter).toEqual([whileAway.id]);
    });

    it('matches subjects with * and > wildcards, several subjects per durable, in publish order', async () => {
      const tag = uniqueVerb();
      const seen: string[] = [];
      await subscribe({
        subjects: [`gem.${tag}.*`, `user.${tag}.>`],
        handler: async (d) => (seen.push(d.subject), d.ack()),
      });
      for (const subject of [
        `gem.${tag}.liked`,
        `gem.${tag}.a.b`,
        `user.${tag}.x.y`,
        `comment.${tag}.created`,
        `user.${tag}.z`,
        `user.${tag}`,
      ]) {
        await bus.publish(testEnvelope(subject));
      }
      const marker = `gem.${tag}.marker`;
      await bus.publish(testEnvelope(marker));
      await eventually(() => seen.includes(marker));
      expect(seen).toEqual([`gem.${tag}.liked`, `user.${tag}.x.y`, `user.${tag}.z`, marker]);
    });

    it('drain() waits for the handler in flight and takes no further messages', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const events: string[] = [];
      const subscription = await subscribe({
        subjects: [subject],
        handler: async (d) => {
          events.push(`start ${d.envelope.data as string}`);
          await sleep(400);
          await d.ack();
          events.push(`end ${d.envelope.data as string}`);
        },
      });
      await bus.publish(testEnvelope(subject, 'one'));
      await eventually(() => events.length > 0);
      await subscription.drain();
      events.push('drained');
      await bus.publish(testEnvelope(subject, 'two'));
      await sleep(300);
      expect(events).toEqual(['start one', 'end one', 'drained']);
    });

    it('publishes a batch in order and hands a burst to the durable one message at a time, each once', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const sent = Array.from({ length: 150 }, (_, i) => testEnvelope(subject, i));
      // Published before the durable exists, so its first pulls find full batches waiting.
      expect(await bus.publishBatch(sent.map((envelope) => ({ envelope })))).toEqual({ published: 150 });
      const seen: Array<{ id: string; attempt: number }> = [];
      let active = 0;
      let mostActive = 0;
      await subscribe({
        subjects: [subject],
        handler: async (d) => {
          mostActive = Math.max(mostActive, ++active);
          await sleep(1);
          seen.push({ id: d.envelope.id, attempt: d.attempt });
          active--;
          await d.ack();
        },
      });
      await eventually(() => seen.length >= sent.length, 15_000);
      await sleep(200);
      expect(seen).toEqual(sent.map((e) => ({ id: e.id, attempt: 1 })));
      expect(mostActive).toBe(1);
    });

    it('does not redeliver messages that waited their turn behind slow handlers past the ack wait', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const sent = [1, 2, 3, 4].map((i) => testEnvelope(subject, i));
      await bus.publishBatch(sent.map((envelope) => ({ envelope })));
      const seen: Array<{ id: string; attempt: number }> = [];
      await subscribe({
        subjects: [subject],
        ackWaitMs: 1000,
        handler: async (d) => {
          seen.push({ id: d.envelope.id, attempt: d.attempt });
          await sleep(450); // the fourth waits about 1.35 s
          await d.ack();
        },
      });
      await eventually(() => seen.length >= sent.length, 5000);
      await sleep(1000); // a redelivery would come now
      expect(seen).toEqual(sent.map((e) => ({ id: e.id, attempt: 1 })));
    });

    it('drain() in the middle of a burst leaves the rest to the durable’s next subscriber at once', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const durable = `contract-drain-${uniqueVerb()}`;
      const sent = [1, 2, 3, 4, 5].map((i) => testEnvelope(subject, i));
      await bus.publishBatch(sent.map((envelope) => ({ envelope })));
      const before: string[] = [];
      const first = await bus.subscribe({
        durable,
        subjects: [subject],
        ackWaitMs: 30_000, // the rest must come back without waiting for it
        handler: async (d) => {
          await sleep(200);
          before.push(d.envelope.id);
          await d.ack();
        },
      });
      await sleep(50); // the first is being handled
      await first.drain();
      expect(before).toEqual([sent[0]?.id]);

      const after: string[] = [];
      await subscribe({
        durable,
        subjects: [subject],
        ackWaitMs: 30_000,
        handler: async (d) => (after.push(d.envelope.id), d.ack()),
      });
      await eventually(() => after.length >= 4, 3000);
      expect(after).toEqual(sent.slice(1).map((e) => e.id));
    });

    it('reports the published prefix of a batch that fails part way', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const good = [testEnvelope(subject), testEnvelope(subject)];
      const bad = testEnvelope('not a subject.*');
      const result = await bus.publishBatch([...good, bad].map((envelope) => ({ envelope })));
      expect(result.published).toBe(2);
      expect(result.error).toBeInstanceOf(Error);
    });

    it('subscribeBatch() hands over waiting messages in order, at most maxBatch at a time', async () => {
      const subject = `gem.${uniqueVerb()}`;
      const sent = Array.from({ length: 10 }, (_, i) => testEnvelope(subject, i));
      await bus.publishBatch(sent.map((envelope) => ({ envelope })));
      const calls: string[][] = [];
      let failed: string[] | undefined;
      subscriptions.push(
        await bus.subscribeBatch({
          durable: `contract-${uniqueVerb()}`,
          subjects: [subject],
          ackWaitMs: 5000,
          maxBatch: 4,
          handler: async (deliveries) => {
            const ids = deliveries.map((d) => d.envelope.id);
            // The first call fails before settling: its messages come again, none is lost.
            if (!failed) {
              failed = ids;
              throw new Error('transient failure');
            }
            calls.push(ids);
            await Promise.all(deliveries.map((d) => d.ack()));
          },
        }),
      );
      await eventually(() => calls.flat().length === sent.length);
      await sleep(200);
      expect(calls.flat().length).toBe(sent.length);
      expect(Math.max(...[failed ?? [], ...calls].map((c) => c.length))).toBeLessThanOrEqual(4);
      expect([...calls.flat()].sort()).toEqual(sent.map((e) => e.id).sort());
      const notRedelivered = sent.map((e) => e.id).filter((id) => !failed?.includes(id));
      expect(calls.flat().filter((id) => notRedelivered.includes(id))).toEqual(notRedelivered);
    });
  });
}
