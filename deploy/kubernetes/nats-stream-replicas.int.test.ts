import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { describeIf, freePorts } from '@gems/testkit';
import { EVENT_AGGREGATES } from '@gems/contracts';
import { createEventBus } from '@gems/platform/events';
import { createLogger } from '@gems/platform/logger';

/**
 * What infrastructure/nats-stream.yaml relies on: on a three-node JetStream cluster, a stream the
 * operator made with three replicas keeps them when Gems starts (Gems only adds its subjects).
 * Runs three nats-server processes of its own on loopback; skipped where there is no nats-server.
 */

const NATS = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) =>
  existsSync(p),
);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let nodes: ChildProcess[] = [];
let dir: string;
let nc: NatsConnection;
let url: string;

describeIf(NATS, 'a nats-server binary to run a three-node cluster')(
  'the event stream on a three-node NATS cluster',
  () => {
    beforeAll(async () => {
      const ports = await freePorts(6);
      const clientPorts = ports.slice(0, 3);
      const routes = ports.slice(3).map((p) => `nats://127.0.0.1:${p}`);
      dir = mkdtempSync(join(tmpdir(), 'gems-nats-cluster-'));
      nodes = clientPorts.map((port, i) =>
        spawn(
          NATS!,
          ['-n', `n${i}`, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', join(dir, `n${i}`)].concat([
            '--cluster_name',
            'gems',
            '--cluster',
            routes[i]!,
            '--routes',
            routes.join(','),
          ]),
          { stdio: 'ignore' },
        ),
      );
      url = clientPorts.map((p) => `nats://127.0.0.1:${p}`).join(',');
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          nc ??= await connect({ servers: url.split(','), timeout: 1000 });
          const info = await (await jetstreamManager(nc)).getAccountInfo();
          if (info) break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await sleep(200);
        }
      }
    }, 30_000);

    afterAll(async () => {
      await nc?.close();
      for (const node of nodes) node.kill('SIGTERM');
      await sleep(300);
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps the operator’s three replicas when Gems starts and adds its subjects', async () => {
      const namespace = `r3${Date.now().toString(36)}`;
      const stream = `GEMS_${namespace}`;
      const jsm = await jetstreamManager(nc);
      // What the Job does before the first rollout (with one subject, to show Gems adds the rest).
      let created = false;
      for (let attempt = 0; !created; attempt++) {
        try {
          await jsm.streams.add({ name: stream, subjects: [`${namespace}.user.>`], num_replicas: 3 });
          created = true;
        } catch (error) {
          if (attempt > 50) throw error; // the meta leader may still be being elected
          await sleep(200);
        }
      }

      const bus = await createEventBus({ natsUrl: url, namespace, logger: createLogger('test', 'warn') });
      await bus.close();

      const { config, cluster } = await jsm.streams.info(stream);
      expect(config.num_replicas).toBe(3);
      expect(cluster?.replicas ?? []).toHaveLength(2); // the leader plus two followers
      expect([...config.subjects].sort()).toEqual(EVENT_AGGREGATES.map((a) => `${namespace}.${a}.>`).sort());
    }, 30_000);
  },
);
