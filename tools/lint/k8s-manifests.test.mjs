// The Kubernetes manifests (deploy/k8s) checked as CI can without a cluster (`node --test tools/lint`,
// part of `npm run lint`): every object against the Kubernetes API schemas (kubernetes-models' validators,
// compiled into the package, so offline), then what a schema cannot see: that the pieces name each other.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAllDocuments, parse } from 'yaml';

const require = createRequire(import.meta.url);
const dir = new URL('../../deploy/k8s/', import.meta.url).pathname;
const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
const EXAMPLES = ['secret.example.yaml'];

function objectsIn(file) {
  return parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
    assert.deepEqual(doc.errors, [], `${file}: YAML errors`);
    return { file, object: doc.toJS() };
  });
}

/** kubernetes-models' class for an object's apiVersion and kind (v1 is the core group). */
function modelOf({ apiVersion, kind }) {
  try {
    return require(`kubernetes-models/${apiVersion}/${kind}`)[kind];
  } catch {
    return undefined;
  }
}

/** Throws with the schema's own message when the object does not match the Kubernetes API. */
function validate(object) {
  const Model = modelOf(object);
  if (!Model) throw new Error(`unknown apiVersion/kind ${object.apiVersion}/${object.kind}`);
  new Model(object).validate();
}

const applied = kustomization.resources.flatMap(objectsIn);
const examples = EXAMPLES.flatMap(objectsIn);
const all = [...applied, ...examples];
const ofKind = (kind) => applied.map(({ object }) => object).filter((o) => o.kind === kind);
const podSpecs = () => ofKind('Deployment').map((d) => ({ name: d.metadata.name, labels: d.spec.template.metadata.labels, spec: d.spec.template.spec }));

test('the kustomization lists every manifest in deploy/k8s (the examples aside) and each exists', () => {
  assert.equal(kustomization.apiVersion, 'kustomize.config.k8s.io/v1beta1');
  assert.equal(kustomization.kind, 'Kustomization');
  for (const file of kustomization.resources) assert.ok(existsSync(join(dir, file)), `${file} is listed but missing`);
  const manifests = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && !EXAMPLES.includes(f));
  assert.deepEqual(manifests.sort(), [...kustomization.resources].sort());
});

test('every object matches the Kubernetes API schema of its kind', () => {
  assert.ok(all.length >= 10);
  for (const { file, object } of all) {
    assert.doesNotThrow(() => validate(object), (error) => `${file} ${object.kind}/${object.metadata?.name}: ${error.message}`);
  }
});

test('the validator refuses what the API server would', () => {
  const [deployment] = structuredClone(ofKind('Deployment'));
  deployment.spec.template.spec.containers[0].ports[0].containerPort = '3000';
  assert.throws(() => validate(deployment), /containerPort must be integer/);
  const noSelector = structuredClone(ofKind('Deployment')[0]);
  delete noSelector.spec.selector;
  assert.throws(() => validate(noSelector), /selector/);
  assert.throws(() => validate({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }), /unknown apiVersion\/kind/);
});

test('every container asks for CPU and memory and is probed on a port it declares', () => {
  for (const { name, spec } of podSpecs()) {
    for (const container of spec.containers) {
      const where = `${name}/${container.name}`;
      assert.ok(container.resources?.requests?.cpu && container.resources?.requests?.memory, `${where} has resource requests`);
      assert.ok(container.resources?.limits?.memory, `${where} has a memory limit`);
      assert.ok(container.livenessProbe && container.readinessProbe, `${where} has liveness and readiness probes`);
      const ports = container.ports.map((p) => p.name);
      for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe].filter(Boolean)) {
        assert.ok(ports.includes(probe.httpGet.port), `${where} probes a declared port`);
      }
      assert.ok(kustomization.images.some((image) => image.name === container.image), `${where}'s image ${container.image} can be set in the kustomization`);
    }
  }
});

test('the API is live on /api/health and ready on /api/health/ready, and scraped on its metrics port', () => {
  const api = podSpecs().find((p) => p.name === 'api');
  const [container] = api.spec.containers;
  assert.equal(container.livenessProbe.httpGet.path, '/api/health');
  assert.equal(container.startupProbe.httpGet.path, '/api/health');
  assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
  const config = ofKind('ConfigMap').find((c) => c.metadata.name === 'dd-config');
  assert.equal(String(container.ports.find((p) => p.name === 'metrics').containerPort), config.data.METRICS_PORT);
  assert.equal(config.data.NODE_ENV, 'production');
});

test('ConfigMaps and Secrets referenced exist (the Secret as its example), and hold only settings the API reads', () => {
  const configMaps = ofKind('ConfigMap').map((c) => c.metadata.name);
  const secrets = examples.map(({ object }) => object).filter((o) => o.kind === 'Secret');
  for (const { name, spec } of podSpecs()) {
    for (const source of spec.containers.flatMap((c) => c.envFrom ?? [])) {
      if (source.configMapRef) assert.ok(configMaps.includes(source.configMapRef.name), `${name}: ConfigMap ${source.configMapRef.name}`);
      if (source.secretRef) assert.ok(secrets.some((s) => s.metadata.name === source.secretRef.name), `${name}: Secret ${source.secretRef.name}`);
    }
  }
  // The API's environment schema (unknown variables would be ignored there, silently).
  const schema = readFileSync(new URL('../../api/src/platform/config/app-config.ts', import.meta.url), 'utf8');
  const readByApi = (key) => new RegExp(`^\\s+${key}: `, 'm').test(schema) || /^REMOTE_(URL|VERSION)_(PUBLIC|CUSTOMER|DAD|ADMIN)$/.test(key);
  const keys = [...ofKind('ConfigMap').flatMap((c) => Object.keys(c.data)), ...secrets.flatMap((s) => Object.keys(s.stringData))];
  for (const key of keys) assert.ok(readByApi(key), `${key} is a setting the API reads`);
});

test('Services, autoscalers, the disruption budget and the ingress point at what exists', () => {
  const pods = podSpecs();
  const matches = (selector) => pods.filter((p) => Object.entries(selector).every(([k, v]) => p.labels[k] === v));
  for (const service of ofKind('Service')) {
    const [target, ...more] = matches(service.spec.selector);
    assert.ok(target && more.length === 0, `Service ${service.metadata.name} selects exactly one Deployment`);
    const declared = target.spec.containers.flatMap((c) => c.ports.map((p) => p.name));
    for (const port of service.spec.ports) assert.ok(declared.includes(port.targetPort), `Service ${service.metadata.name} targets a declared port`);
  }
  for (const pdb of ofKind('PodDisruptionBudget')) assert.equal(matches(pdb.spec.selector.matchLabels).length, 1, `PDB ${pdb.metadata.name}`);
  const deployments = ofKind('Deployment').map((d) => d.metadata.name);
  const autoscaled = ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name);
  for (const name of autoscaled) assert.ok(deployments.includes(name), `HPA targets Deployment ${name}`);
  assert.ok(autoscaled.includes('api') && autoscaled.includes('worker'), 'the API and the workers scale horizontally, apart');
  const services = ofKind('Service');
  for (const ingress of ofKind('Ingress')) {
    for (const { backend } of ingress.spec.rules.flatMap((r) => r.http.paths)) {
      const service = services.find((s) => s.metadata.name === backend.service.name);
      assert.ok(service?.spec.ports.some((p) => p.name === backend.service.port.name), `Ingress backend ${backend.service.name}:${backend.service.port.name}`);
    }
  }
});
