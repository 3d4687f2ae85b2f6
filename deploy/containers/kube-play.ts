import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { imageName, type ProcessName } from './images.js';
import { podman, podmanWith } from './podman.js';

const OVERLAY = resolve(import.meta.dirname, '../kubernetes/overlays/small');
export const KUBECTL = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { optional?: boolean } };
}
type Probe = { httpGet?: { port: number | string } };
/** The parts of a rendered object this file reads or changes. */
interface Obj {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec: {
    template: {
      spec: {
        hostNetwork?: boolean;
        terminationGracePeriodSeconds: number;
        containers: {
          image: string;
          ports?: unknown[];
          env: EnvVar[];
          readinessProbe?: Probe;
          livenessProbe?: Probe;
          startupProbe?: Probe;
        }[];
      };
    };
  };
}

/**
 * Runs one Deployment of the rendered `small` overlay with `podman kube play`: its probes, security
 * context (non-root, read-only root, no capabilities), emptyDir volumes, preStop and resources as
 * written. What only a cluster provides is replaced: the pod joins the host network (no Service
 * DNS), the settings point at this machine's infrastructure, and the Secret's references get the
 * suite's values (kube play reads no Kubernetes Secret). Answers a function that stops it with
 * SIGTERM and reports the exit code.
 */
export async function kubePlay(
  name: ProcessName,
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<{ exitCode: number }> }> {
  const objs = parseAllDocuments(execFileSync(KUBECTL!, ['kustomize', OVERLAY], { encoding: 'utf8' })).map(
    (doc) => doc.toJS() as Obj,
  );
  const deployment = objs.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
  const configMap = objs.find((o) => o.kind === 'ConfigMap')!;
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0]!;
  const port = Number(env.PORT);
  pod.hostNetwork = true;
  container.image = imageName(name);
  // On the host network podman maps no ports: the probes name the port number instead.
  delete container.ports;
  for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe])
    if (probe?.httpGet) probe.httpGet.port = port;
  // The cluster's addresses become this machine's. In the ConfigMap too: podman 4.3 lets envFrom
  // win over env (Kubernetes does the opposite).
  const data = configMap.data!;
  for (const [k, v] of Object.entries(env)) if (k in data) data[k] = v;
  const given = new Set(Object.keys(env));
  container.env = [
    // Optional secrets (OIDC, MongoDB, S3 keys) stay unset, as when the Secret lacks them.
    ...container.env.filter((e) => !given.has(e.name) && !e.valueFrom?.secretKeyRef?.optional),
    ...Object.entries(env).map(([k, v]) => ({ name: k, value: v })),
  ];
  for (const e of container.env)
    if (e.valueFrom?.secretKeyRef) throw new Error(`${e.name} has no value here`);

  const dir = mkdtempSync(join(tmpdir(), 'gems-kube-play-'));
  const file = join(dir, `${name}.yaml`);
  const configMapFile = join(dir, 'configmap.yaml');
  writeFileSync(file, stringify(deployment));
  writeFileSync(configMapFile, stringify(configMap));
  // kube play has no --ulimit: the same limits as `podman run` come from a containers.conf of its own.
  const conf = join(dir, 'containers.conf');
  writeFileSync(conf, '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]\n');
  await podmanWith({ CONTAINERS_CONF: conf }, 'kube', 'play', '--configmap', configMapFile, file);
  // podman names a Deployment's pod <name>-pod-0.
  const podName = `${deployment.metadata.name}-pod-0`;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const containers = (
        await podman('pod', 'inspect', '--format', '{{range .Containers}}{{.Name}} {{end}}', podName)
      )
        .split(' ')
        .filter((c) => c && !c.endsWith('-infra'));
      await podman('pod', 'stop', '--time', String(pod.terminationGracePeriodSeconds), podName);
      const exitCode = Number(await podman('inspect', '--format', '{{.State.ExitCode}}', containers[0]!));
      await podman('kube', 'down', file);
      rmSync(dir, { recursive: true, force: true });
      return { exitCode };
    },
  };
}
