import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { freePorts, Managed, waitFor } from '../../faults/support/processes.js';

export interface NatsCluster {
  /** Every node's client URL; clients learn the others from the one they reach. */
  urls: string[];
  /** Each node's monitoring endpoint (/jsz, /varz). */
  monitorUrls: string[];
  nodes: Managed[];
  /** Resolves once the JetStream meta group has a leader (streams can be created). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A three-node NATS cluster with JetStream on disk (a stream of three replicas survives a node),
 * on loopback ports of its own. Each node is a process the rehearsal may SIGKILL and restart.
 */
export async function startNatsCluster(binary: string, size = 3): Promise<NatsCluster> {
  const ports = await freePorts(size * 3);
  const client = ports.slice(0, size);
  const route = ports.slice(size, size * 2);
  const monitor = ports.slice(size * 2);
  const dir = mkdtempSync(join(tmpdir(), 'gems-scale-nats-'));
  const nodes = client.map((port, i) => {
    const config = join(dir, `n${i}.conf`);
    writeFileSync(
      config,
      [
        `server_name: n${i}`,
        `listen: 127.0.0.1:${port}`,
        `http: 127.0.0.1:${monitor[i]}`,
        `jetstream { store_dir: "${join(dir, `n${i}`)}" }`,
        'cluster {',
        '  name: gems',
        `  listen: 127.0.0.1:${route[i]}`,
        `  routes: [${route.map((r) => `nats-route://127.0.0.1:${r}`).join(', ')}]`,
        '}',
      ].join('\n'),
    );
    return new Managed(`nats-${i}`, binary, ['-c', config], process.env, async () => {
      const res = await fetch(`http://127.0.0.1:${monitor[i]}/varz`);
      return res.ok;
    });
  });
  await Promise.all(nodes.map((n) => n.start()));
  // Ready when a stream of `size` replicas can be created (and is deleted again): the meta
  // leader alone is not enough on a busy machine, where the first streams then time out.
  const metaLeader = async () => {
    const nc = await connect({ servers: `127.0.0.1:${client[0]}`, timeout: 5_000 });
    try {
      const jsm = await jetstreamManager(nc, { timeout: 30_000 });
      await jsm.streams.add({ name: 'READY_PROBE', subjects: ['ready-probe.>'], num_replicas: size });
      await jsm.streams.delete('READY_PROBE');
      return true;
    } finally {
      await nc.close();
    }
  };
  const metaLeaderKnown = async () => {
    const known = await Promise.all(
      monitor.map(async (port) => {
        const jsz = (await (await fetch(`http://127.0.0.1:${port}/jsz`)).json()) as {
          meta_cluster?: { leader?: string };
        };
        return Boolean(jsz.meta_cluster?.leader);
      }),
    );
    return known.every(Boolean);
  };
  const cluster: NatsCluster = {
    urls: client.map((p) => `nats://127.0.0.1:${p}`),
    monitorUrls: monitor.map((p) => `http://127.0.0.1:${p}`),
    nodes,
    // First every node knows the meta leader (a JetStream request sent before that is never answered,
    // and waiting out its timeout made the cluster's start take 30 s), then a stream can be made.
    ready: async () => {
      await waitFor(metaLeaderKnown, 'the NATS cluster’s meta leader', 60_000);
      await waitFor(metaLeader, 'the NATS cluster’s JetStream', 120_000);
    },
    async stop() {
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
  await cluster.ready();
  return cluster;
}

export interface StreamConsumers {
  replicas?: number;
  /** Each durable, with the most pull requests seen waiting on it at once (one per replica pulling). */
  consumers: { name: string; waiting: number }[];
}

/**
 * A stream's durables as the cluster's monitoring reports them, read from every node (a node that
 * does not lead a consumer may report none of its waiting pulls) every half second, keeping for
 * each durable the most waiting pull requests seen: a durable shared by two replicas shows two
 * while both are idle, one a replica of its own would show one.
 */
export async function streamConsumers(
  cluster: NatsCluster,
  stream: string,
  { pullers = 2, timeoutMs = 30_000 } = {},
): Promise<StreamConsumers> {
  const waiting = new Map<string, number>();
  let replicas: number | undefined;
  const until = Date.now() + timeoutMs;
  for (let i = 0; i < 4 || Date.now() < until; i++) {
    for (const monitor of cluster.monitorUrls) {
      const jsz = (await fetch(`${monitor}/jsz?consumers=true&config=true`)
        .then((res) => res.json())
        .catch(() => ({}))) as {
        account_details?: {
          stream_detail?: {
            name: string;
            config?: { num_replicas?: number };
            consumer_detail?: { name: string; num_waiting?: number }[];
          }[];
        }[];
      };
      const found = (jsz.account_details ?? [])
        .flatMap((a) => a.stream_detail ?? [])
        .find((s) => s.name === stream);
      if (!found) continue;
      replicas ??= found.config?.num_replicas;
      for (const c of found.consumer_detail ?? [])
        waiting.set(c.name, Math.max(waiting.get(c.name) ?? 0, c.num_waiting ?? 0));
    }
    // Sampled until every durable has been seen with `pullers` waiting (or the time is up): a
    // replica whose first pull on a new durable failed retries after a back-off.
    if (i >= 3 && waiting.size > 0 && [...waiting.values()].every((n) => n >= pullers)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { replicas, consumers: [...waiting].map(([name, n]) => ({ name, waiting: n })) };
}
