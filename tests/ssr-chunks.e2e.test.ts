import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { repoRoot } from './support/stack.js';

/**
 * The server renderer's chunks (apps/web/dist-server/, which the API imports at start) do not import one
 * another in a cycle (docs/performance.md "Server rendering"). In a cycle one chunk runs before a chunk it
 * imports from, so its module-level code reads that chunk's values as `undefined` (a @ds/shared constant in
 * storefront code) and the API cannot start. The renderer is built with the web app's own config into a
 * temporary directory (under a second), and each chunk's static imports and re-exports are read.
 */
describe('server renderer chunks', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-ssr-chunks-'));
    dirs.push(dir);
    return dir;
  };

  /** Each chunk under `dir` (path relative to it) → the chunks it imports statically. */
  function chunkImports(dir: string): Map<string, string[]> {
    const graph = new Map<string, string[]>();
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.m?js$/.test(file)) continue;
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(path.join(dir, file), 'utf8'),
        ts.ScriptTarget.Latest,
        false,
        ts.ScriptKind.JS,
      );
      const imports: string[] = [];
      for (const statement of source.statements) {
        // `import()` is not a statement: a lazily loaded chunk importing the entry back is no cycle at load.
        const specifier =
          (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
          statement.moduleSpecifier &&
          ts.isStringLiteral(statement.moduleSpecifier)
            ? statement.moduleSpecifier.text
            : undefined;
        if (specifier?.startsWith('.')) imports.push(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), specifier));
      }
      graph.set(file.split(path.sep).join('/'), imports);
    }
    return graph;
  }

  /** One cycle of the graph as the chunks along it (the first repeated at the end), or null. */
  function findCycle(graph: Map<string, string[]>): string[] | null {
    const done = new Set<string>();
    const trail: string[] = [];
    const visit = (chunk: string): string[] | null => {
      const at = trail.indexOf(chunk);
      if (at >= 0) return [...trail.slice(at), chunk];
      if (done.has(chunk)) return null;
      trail.push(chunk);
      for (const next of graph.get(chunk) ?? []) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
      trail.pop();
      done.add(chunk);
      return null;
    };
    for (const chunk of graph.keys()) {
      const cycle = visit(chunk);
      if (cycle) return cycle;
    }
    return null;
  }

  /** Made-up chunks: file → content. */
  function fakeOutput(files: Record<string, string>): string {
    const dir = tempDir();
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  it('finds the cycle the storefront chunk and the entry made (the check is not blind)', () => {
    const dir = fakeOutput({
      'entry-server.js': 'import { a as ServerResourcesContext } from "./assets/storefront-x1.js";\nexport { render };\n',
      'assets/storefront-x1.js':
        'import { t as clearsField } from "./app-lib-x2.js";\nimport { a as VARIANT_SOURCE } from "../entry-server.js";\n',
      'assets/app-lib-x2.js': 'import "../entry-server.js";\nimport { jsx } from "react/jsx-runtime";\n',
    });
    expect(findCycle(chunkImports(dir))).toEqual(['entry-server.js', 'assets/storefront-x1.js', 'assets/app-lib-x2.js', 'entry-server.js']);
    // A re-export is an import too.
    const reexport = fakeOutput({ 'a.js': 'export { b } from "./b.js";\n', 'b.js': 'export * from "./a.js";\n' });
    expect(findCycle(chunkImports(reexport))).toEqual(['a.js', 'b.js', 'a.js']);
  });

  it('accepts a lazily loaded chunk that imports the entry (the entry has run by then)', () => {
    const dir = fakeOutput({
      'entry-server.js': 'import { n as paths } from "./assets/paths-x1.js";\nconst home = () => import("./assets/home-x2.js");\n',
      'assets/home-x2.js': 'import { a as VARIANT_SOURCE } from "../entry-server.js";\nimport { n as paths } from "./paths-x1.js";\n',
      'assets/paths-x1.js': 'export const paths = {};\n',
    });
    expect(findCycle(chunkImports(dir))).toBeNull();
  });

  it('the built server renderer has no cycle', () => {
    const outDir = tempDir();
    const requireHere = createRequire(import.meta.url);
    const vitePackage = requireHere.resolve('vite/package.json', { paths: [path.join(repoRoot, 'apps/web')] });
    const vite = path.join(path.dirname(vitePackage), (requireHere(vitePackage) as { bin: { vite: string } }).bin.vite);
    const build = spawnSync(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'apps/web'),
      encoding: 'utf8',
    });
    expect(build).toMatchObject({ status: 0 });
    const graph = chunkImports(outDir);
    expect(graph.has('entry-server.js')).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });
});
