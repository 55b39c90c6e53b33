/**
 * The deployment files (deploy/k8s/*.yaml, deploy/nginx/comfort-life.conf, docker-compose.yml)
 * against the app's own configuration, so they cannot drift (docs/decisions/0028; docs/decisions/0029):
 * every environment name exists in server/src/env.ts `envSchema` and the values parse with it;
 * probes use the app's health paths on its port; the grace period covers preStop and the drain;
 * Service, Ingress, HPA and PDB point at the Deployment; nginx proxies websockets to the app's port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parseAllDocuments, parse } from 'yaml';
import { envSchema } from '../../server/src/env.js';
import { LIVE_PATH, READY_PATH } from '../../server/src/lifecycle/health.js';
import { startServer } from '../../server/src/app.js';
import { renderNginxSite, upstreamKeepaliveSeconds } from '../../scripts/rolling/stack.js';
import { setupDatabase } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const K8S = path.join(ROOT, 'deploy/k8s');
const ENV_NAMES = new Set(Object.keys(envSchema.shape));
const DEFAULTS = envSchema.parse({});

type Doc = Record<string, any>;

/** Every document of every deploy/k8s/*.yaml, parsed (a YAML error fails the test). */
function manifests(): { file: string; doc: Doc }[] {
  const out: { file: string; doc: Doc }[] = [];
  for (const file of fs.readdirSync(K8S).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    for (const document of parseAllDocuments(fs.readFileSync(path.join(K8S, file), 'utf8'))) {
      expect(document.errors, `${file}: ${document.errors.map((e) => e.message).join('; ')}`).toEqual([]);
      const doc = document.toJS() as Doc | null;
      if (doc) out.push({ file, doc });
    }
  }
  return out;
}

const docs = manifests();
const ofKind = (kind: string) => docs.filter((d) => d.doc.kind === kind).map((d) => d.doc);
const one = (kind: string) => {
  const found = ofKind(kind);
  expect(found, `exactly one ${kind}`).toHaveLength(1);
  return found[0]!;
};

const deployment = one('Deployment');
const configMap = one('ConfigMap');
const secret = one('Secret');
const pod = deployment.spec.template.spec;
const app = pod.containers.find((c: Doc) => c.name === 'app') ?? pod.containers[0];
/** Values the pods get: the ConfigMap, then the Secret (both through envFrom). */
const podEnv: Record<string, string> = { ...configMap.data, ...(secret.stringData ?? {}) };
const port = Number(podEnv.PORT ?? DEFAULTS.PORT);

/** The container port a probe's or Service's `port` (name or number) means. */
function containerPort(ref: string | number): number | undefined {
  if (typeof ref === 'number') return ref;
  return app.ports.find((p: Doc) => p.name === ref)?.containerPort;
}

describe('deploy/k8s manifests', () => {
  it('has every object the issue asks for, in one namespace', () => {
    for (const kind of ['Namespace', 'Deployment', 'Service', 'Ingress', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'ConfigMap', 'Secret']) {
      expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    }
    const namespace = one('Namespace').metadata.name;
    for (const { file, doc } of docs) if (doc.kind !== 'Namespace' && doc.kind !== 'Kustomization') expect(doc.metadata.namespace, `${file} ${doc.kind}`).toBe(namespace);
    // kustomization.yaml lists every other file.
    const kustomization = ofKind('Kustomization')[0];
    const files = fs.readdirSync(K8S).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
    expect([...(kustomization?.resources ?? [])].sort()).toEqual(files.sort());
  });

  it('uses only environment names of envSchema, with values it accepts', () => {
    const used = new Set<string>([...Object.keys(configMap.data ?? {}), ...Object.keys(secret.stringData ?? {}), ...Object.keys(secret.data ?? {})]);
    for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
      for (const entry of container.env ?? []) used.add(entry.name);
      for (const from of container.envFrom ?? []) {
        const name = from.configMapRef?.name ?? from.secretRef?.name;
        expect([configMap.metadata.name, secret.metadata.name], `${container.name} envFrom ${name}`).toContain(name);
      }
    }
    const unknown = [...used].filter((name) => !ENV_NAMES.has(name));
    expect(unknown, 'names not in server/src/env.ts envSchema').toEqual([]);
    const parsed = envSchema.safeParse(podEnv);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    // What several replicas need: a shared database, Redis, one JWT secret, the proxy hop, HOST for a pod.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']) expect(secret.stringData?.[name], `Secret ${name}`).toBeTruthy();
    expect(configMap.data.HOST).toBe('0.0.0.0');
    expect(configMap.data.NODE_ENV).toBe('production');
    expect(configMap.data.TRUST_PROXY).toBe('1');
    // PostgreSQL and Redis are the external services named in the Secret's URLs.
    const external = ofKind('Service').filter((s) => s.spec.type === 'ExternalName').map((s) => s.metadata.name);
    expect(external).toEqual(expect.arrayContaining([new URL(podEnv.DATABASE_URL!).hostname, new URL(podEnv.REDIS_URL!).hostname]));
  });

  it('runs 2+ replicas with startup, readiness and liveness probes on the health endpoints and the app port', () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(containerPort('http')).toBe(port);
    expect(port).toBe(DEFAULTS.PORT);
    expect(app.startupProbe.httpGet.path).toBe(LIVE_PATH);
    expect(app.livenessProbe.httpGet.path).toBe(LIVE_PATH);
    expect(app.readinessProbe.httpGet.path).toBe(READY_PATH);
    for (const probe of [app.startupProbe, app.readinessProbe, app.livenessProbe]) expect(containerPort(probe.httpGet.port)).toBe(port);
    // The readiness check waits up to 2 s per dependency: the probe's timeout leaves room for it.
    expect(app.readinessProbe.timeoutSeconds).toBeGreaterThan(2);
    for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
      expect(container.resources?.requests?.cpu, `${container.name} cpu request`).toBeTruthy();
      expect(container.resources?.requests?.memory, `${container.name} memory request`).toBeTruthy();
      expect(container.resources?.limits?.memory, `${container.name} memory limit`).toBeTruthy();
    }
    expect(pod.securityContext.runAsNonRoot).toBe(true);
  });

  it('gives a stopping pod more time than preStop + SHUTDOWN_DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS', () => {
    const command: string[] = app.lifecycle.preStop.exec?.command ?? [];
    const preStop = app.lifecycle.preStop.sleep?.seconds ?? Number(command[0] === 'sleep' ? command[1] : NaN);
    expect(preStop).toBeGreaterThan(0);
    const env = envSchema.parse(podEnv);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + env.SHUTDOWN_DRAIN_SECONDS + env.SHUTDOWN_TIMEOUT_SECONDS);
  });

  it('runs migrations in an init step under the start-up lock', () => {
    const migrate = pod.initContainers?.find((c: Doc) => c.name === 'migrate');
    expect(migrate?.image).toBe(app.image);
    const script = (migrate.command as string[]).join(' ');
    const match = /import\('\.\/(server\/src\/[^']+\.ts)'\)/.exec(script);
    expect(match, 'the init container imports the start-up module').toBeTruthy();
    const source = fs.readFileSync(path.join(ROOT, match![1]!), 'utf8');
    expect(source).toContain('export async function prepareDatabase');
    expect(script).toContain('prepareDatabase()');
    expect(source).toContain('withMigrationLock');
  });

  it('routes Service, Ingress, HPA and PDB to the Deployment', () => {
    const labels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
    const service = ofKind('Service').find((s) => s.spec.selector && matches(s.spec.selector));
    expect(service, 'a Service selecting the pods').toBeTruthy();
    expect(containerPort(service!.spec.ports[0].targetPort)).toBe(port);
    const ingress = one('Ingress');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service!.metadata.name);
    expect([service!.spec.ports[0].name, service!.spec.ports[0].port]).toContain(backend.port.name ?? backend.port.number);
    // Websockets through ingress-nginx: long enough timeouts for subscriptions.
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one('PodDisruptionBudget');
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
  });
});

describe('deploy/nginx/comfort-life.conf', () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/comfort-life.conf'), 'utf8');
  const directives = conf.replace(/#.*$/gm, '');

  it('proxies websockets, forwards the client address and retries connection errors on the next instance', () => {
    expect(directives).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(directives).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(directives).toMatch(/proxy_http_version\s+1\.1;/);
    expect(directives).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
    expect(directives).toMatch(/proxy_next_upstream\s+error\b/);
    expect(directives).not.toMatch(/non_idempotent/);
    // /graphql keeps quiet subscriptions open for an hour.
    expect(directives).toMatch(/location \/graphql \{[^}]*proxy_read_timeout\s+1h;/);
    // The comment tells the matching TRUST_PROXY, and the Kubernetes ConfigMap uses it too.
    expect(conf).toContain('TRUST_PROXY=1');
  });

  it('closes idle upstream connections itself before a stopping instance ends its drain', () => {
    // A connection idle through the whole drain is closed by nginx first; the instance closing it
    // while nginx sends a POST on it is a 502 nginx cannot retry (decision 0029).
    expect(upstreamKeepaliveSeconds(conf)).toBeLessThan(DEFAULTS.SHUTDOWN_DRAIN_SECONDS);
    expect(upstreamKeepaliveSeconds('upstream comfort_life {\n    keepalive 8;\n}')).toBe(60);
    expect(upstreamKeepaliveSeconds('upstream comfort_life {\n    keepalive_timeout 1500ms;\n}')).toBe(1.5);
  });

  it('sends to the app port and renders for the rolling-restart proof', () => {
    const servers = [...directives.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)];
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const [, , p] of servers) expect(Number(p)).toBe(DEFAULTS.PORT);
    const rendered = renderNginxSite(conf, 8123, ['127.0.0.1:1', '127.0.0.1:2']);
    expect(rendered).toContain('listen 127.0.0.1:8123;');
    expect(rendered).toContain('server 127.0.0.1:1 ');
    expect(rendered).not.toContain('app-1:4000');
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as Doc;
  const services = compose.services as Record<string, Doc>;

  it('keeps the default services and adds a production profile: nginx and 2 app replicas', () => {
    for (const name of ['app', 'postgres', 'redis']) expect(services[name]?.profiles, name).toBeUndefined();
    const production = Object.entries(services).filter(([, s]) => s.profiles?.includes('production'));
    const apps = production.filter(([, s]) => s.build).map(([name]) => name);
    expect(apps.length).toBeGreaterThanOrEqual(2);
    const nginx = services.nginx!;
    expect(nginx.profiles).toContain('production');
    expect(nginx.volumes.join(' ')).toContain('./deploy/nginx/comfort-life.conf:');
    // nginx's upstream names the replicas on their PORT.
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/comfort-life.conf'), 'utf8').replace(/#.*$/gm, '');
    const upstream = [...conf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => m[1]);
    expect(upstream.sort()).toEqual(apps.sort());
    for (const name of apps) {
      const env = services[name]!.environment as Record<string, string>;
      expect(Number(env.PORT)).toBe(DEFAULTS.PORT);
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.REDIS_URL, `${name} shares Redis`).toBeTruthy();
      expect(services[name]!.healthcheck.test.join(' ')).toMatch(new RegExp(`${LIVE_PATH}|${READY_PATH}`));
    }
  });

  it('uses only environment names of envSchema and stops no instance before it drained', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !ENV_NAMES.has(key));
      expect(unknown, `${name}: names not in envSchema`).toEqual([]);
      const grace = /^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1];
      expect(Number(grace), `${name} stop_grace_period`).toBeGreaterThan(DEFAULTS.SHUTDOWN_DRAIN_SECONDS + DEFAULTS.SHUTDOWN_TIMEOUT_SECONDS);
    }
  });
});

describe('the Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

  it('runs the engines major of Node as a non-root user, with a HEALTHCHECK on the liveness path', () => {
    const major = /(\d+)/.exec(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node)![1];
    const bases = [...dockerfile.matchAll(/^FROM\s+node:(\d+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(major);
    expect(dockerfile).toMatch(/^USER\s+node\s*$/m);
    expect(dockerfile).toMatch(new RegExp(`^HEALTHCHECK[\\s\\S]*${LIVE_PATH}`, 'm'));
  });
});

describe('the health paths the files use', () => {
  let server: Server;
  beforeAll(async () => {
    await setupDatabase();
    server = await startServer(0, '127.0.0.1');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answer 200 on a running app', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const pathname of [LIVE_PATH, READY_PATH]) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status, pathname).toBe(200);
      await response.arrayBuffer();
    }
  });
});
