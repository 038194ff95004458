import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

/**
 * The project runs on the Node.js it pins (root package.json devDependencies.node, installed into
 * node_modules/.bin and used by every npm script; scripts/lib/runtime.mjs), in every process: this Jest
 * run, the API and the worker it starts, and the images built from the Dockerfile.
 */
interface Manifest {
  version: string;
  engines: { node: string };
  devDependencies: Record<string, string>;
}
const manifest = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Manifest;
const pinned = manifest('package.json').devDependencies.node;
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

describe('the pinned Node.js runtime', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('pins an exact Node.js 24 LTS release that the engines range accepts', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const [low, high] = manifest('package.json').engines.node.split(' ');
    expect(low).toMatch(/^>=24\.\d+\.\d+$/);
    expect(high).toBe('<25');
    expect(pinned.localeCompare(low.slice(2), undefined, { numeric: true })).toBeGreaterThanOrEqual(0);
  });

  it('runs this Jest process on the pinned version', () => {
    expect(process.versions.node).toBe(pinned);
  });

  // Each process names its runtime in its start-up line.
  it.each([
    ['api', /api listening on port \d+ \(Node\.js (v[\d.]+)\)/],
    ['worker', /worker ready: .*Node\.js (v[\d.]+)\)/],
  ])('runs the %s on Node.js 24', async (_name, said) => {
    await waitFor(
      () => said.test(stack.logs.join('')),
      30_000,
      () => stack.logs.join(''),
    );
    const version = said.exec(stack.logs.join(''))![1];
    expect(major(version)).toBe(24);
    expect(version).toBe(`v${pinned}`);
  });

  it('builds the images on the same major version', () => {
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(/ARG NODE_IMAGE=node:(\d+)-/.exec(dockerfile)?.[1]).toBe('24');
  });

  it("keeps the Prisma CLI, client and adapters on one released version, migrating with that release's engine", () => {
    const installed = (name: string) => manifest(`node_modules/${name}/package.json`).version;
    const prisma = installed('prisma');
    expect(prisma).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of ['@prisma/client', '@prisma/adapter-pg', '@prisma/driver-adapter-utils', '@prisma/engines']) {
      expect([name, installed(name)]).toEqual([name, prisma]);
    }
    // The offline migration tool (scripts/lib/migrations.mjs) runs the schema engine built from the same
    // engine commit the released CLI ships with.
    expect(installed('@prisma/schema-engine-wasm')).toBe(installed('@prisma/engines-version'));
  });
});
