import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as read from YAML. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
  [field: string]: unknown;
}

/** The kustomization fields `build` understands; any other field fails the build rather than being ignored. */
const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
/** Kinds that live in no namespace, so `namespace:` leaves them alone (as kustomize does). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PriorityClass',
  'StorageClass',
  'ClusterTriggerAuthentication',
]);

/**
 * Renders a kustomization the way `kubectl kustomize` does, for the subset deploy/kubernetes uses:
 * `resources` (files and folders with their own kustomization), `namespace`, `images` and JSON 6902
 * `patches` on a target. CI machines have no kubectl, so the suites build with this; where kubectl
 * exists, `kubectlKustomize` gives the real build to compare with.
 */
export function build(dir: string): K8sObject[] {
  const k = readYaml<Kustomization>(path.join(dir, 'kustomization.yaml'))[0];
  const unknown = Object.keys(k).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by tests/support/kustomize.ts`);
  const objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const target = path.resolve(dir, resource);
    objects.push(...(fs.statSync(target).isDirectory() ? build(target) : readYaml<K8sObject>(target)));
  }
  for (const { target, patch } of k.patches ?? []) {
    const matches = objects.filter((o) => o.kind === target.kind && o.metadata.name === target.name);
    if (matches.length !== 1) throw new Error(`${dir}: patch target ${target.kind}/${target.name} matches ${matches.length} objects`);
    const ops = readYamlText<JsonPatchOp[]>(patch)[0];
    if (!Array.isArray(ops)) throw new Error(`${dir}: only JSON 6902 patches (a list of operations) are supported`);
    for (const op of ops) applyOp(matches[0], op);
  }
  for (const image of k.images ?? []) for (const o of objects) retag(o, image);
  if (k.namespace) for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  return objects;
}

/** `kubectl kustomize <dir>` parsed, or null when kubectl is not installed. */
export function kubectlKustomize(dir: string): K8sObject[] | null {
  const run = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  if (run.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${run.stderr}`);
  return readYamlText<K8sObject>(run.stdout);
}

/** Every document of a YAML file. */
export function readYaml<T>(file: string): T[] {
  return readYamlText<T>(fs.readFileSync(file, 'utf8'), file);
}

function readYamlText<T>(text: string, where = 'inline YAML'): T[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0].message}`);
      return doc.toJS() as T | null;
    })
    .filter((value): value is T => value !== null);
}

interface JsonPatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

/** RFC 6902 add / replace / remove (the operations the overlays use). */
function applyOp(doc: K8sObject, { op, path: pointer, value }: JsonPatchOp): void {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  if (last === undefined) throw new Error(`patch path ${pointer} names the whole object`);
  let parent: unknown = doc;
  for (const key of keys) {
    parent = (parent as Record<string, unknown>)[key];
    if (parent === undefined || parent === null || typeof parent !== 'object') throw new Error(`patch path ${pointer}: nothing at ${key}`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`patch path ${pointer}: bad index`);
    if (op === 'add') parent.splice(index, 0, value);
    else if (index >= parent.length) throw new Error(`patch path ${pointer}: no element to ${op}`);
    else if (op === 'replace') parent[index] = value;
    else parent.splice(index, 1);
    return;
  }
  const record = parent as Record<string, unknown>;
  if (op !== 'add' && !(last in record)) throw new Error(`patch path ${pointer}: nothing to ${op}`);
  if (op === 'remove') delete record[last];
  else record[last] = value;
}

/** kustomize `images`: containers whose image is `name` (with or without a tag) get `newName:newTag`. */
function retag(node: unknown, image: { name: string; newName?: string; newTag?: string }): void {
  if (Array.isArray(node)) return node.forEach((item) => retag(item, image));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value as { image?: string }[]) {
        if (!container.image) continue;
        const [name, tag] = splitImage(container.image);
        if (name !== image.name) continue;
        container.image = `${image.newName ?? name}${image.newTag ? `:${image.newTag}` : tag ? `:${tag}` : ''}`;
      }
    } else retag(value, image);
  }
}

/** `registry:5000/name:tag` → [`registry:5000/name`, `tag`]; the tag is after the last colon past the last slash. */
export function splitImage(image: string): [string, string | undefined] {
  const withoutDigest = image.split('@')[0];
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash ? [withoutDigest.slice(0, colon), withoutDigest.slice(colon + 1)] : [withoutDigest, undefined];
}
