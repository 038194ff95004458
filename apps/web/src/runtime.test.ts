import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Vitest runs on the Node.js the project pins (root package.json devDependencies.node).
describe('the web test runtime', () => {
  it('is the pinned Node.js 24 release', () => {
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      devDependencies: { node: string };
    };
    expect(process.versions.node).toBe(root.devDependencies.node);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
