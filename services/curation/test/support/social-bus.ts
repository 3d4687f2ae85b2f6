import pg from 'pg';
import { createEventBus, createEnvelope, type EventBus } from '@gems/platform/events';
import { createLogger } from '@gems/platform/logger';
import type { EventData, EventType } from '@gems/contracts';
import type { TestStack } from '@gems/test-stack';

/** Curation's schema in a test stack. */
export const curationSchema = (stack: TestStack) => stack.env.DB_SCHEMA!.replace(/_identity$/, '_curation');

/**
 * Plays the social service on the stack's own event bus (NATS or the embedded one): events are
 * built with the platform's envelope helper and published exactly as social's relay would.
 */
export class SocialOnTheBus {
  private constructor(
    readonly bus: EventBus,
    readonly pool: pg.Pool,
  ) {}

  static async start(stack: TestStack): Promise<SocialOnTheBus> {
    const pool = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
    const bus = await createEventBus({
      natsUrl: stack.env.NATS_URL,
      pool,
      schema: stack.env.EVENTBUS_SCHEMA!,
      logger: createLogger('social-test', 'silent'),
      name: 'social-test',
      namespace: stack.env.EVENTS_NAMESPACE,
    });
    return new SocialOnTheBus(bus, pool);
  }

  async publish<T extends EventType>(type: T, data: EventData<T>) {
    const envelope = createEnvelope(type, data, { producer: 'social' });
    await this.bus.publish(envelope);
    return envelope;
  }

  async stop(): Promise<void> {
    await this.bus.close();
    await this.pool.end();
  }
}
