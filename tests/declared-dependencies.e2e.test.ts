import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every package the shipped code imports is declared by the workspace that imports it. npm hoists
 * dependencies, so an undeclared import (express, reached through @nestjs/platform-express) works until a
 * release of the package that brought it changes, or `npm prune --omit=dev` in the Dockerfile leaves it out.
 * Shipped code is each workspace's src/ without its tests and test helpers; what it imports at run time
 * must be in `dependencies` (the web bundles everything at build time, so its devDependencies count too),
 * a type-only import may come from `devDependencies`. The root scripts use the root's packages.
 */
interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const TEST_FILE = /(\.spec\.ts|-spec\.ts|\.test\.tsx?)$|\/(testing|test)\/|global-setup\.mjs$/;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

const manifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest;
/** The workspaces with shipped code (packages/testing is the test harness, never shipped). */
const workspaces = [
  'apps/api',
  'apps/worker',
  'apps/web',
  ...fs.readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}`),
].filter((dir) => dir !== 'packages/testing' && fs.existsSync(path.join(repoRoot, dir, 'src')));

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'dist-server', 'generated'].includes(entry.name)) yield* sources(file);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file;
  }
}

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/**
 * The module specifiers a file imports (static, re-exports, dynamic, `import('x').T`, a loader hook given to
 * `register`), and whether only for types.
 */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named?.length && named.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      // node:module's register('pkg/hook.mjs', …) loads a package at run time as an import does.
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'register' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** The package a bare specifier names (`@scope/name`, `name`), or null for relative, aliased and built-in modules. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|@\/|virtual:)/.test(specifier)) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split(/[/?]/)[0];
  return builtinModules.includes(name) ? null : name;
}

/** "file: package (what is wrong)" for each import of shipped code its workspace does not declare as needed. */
function undeclaredImports(dir: string): string[] {
  const own = manifest(dir);
  const runtime = new Set(
    Object.keys({ ...own.dependencies, ...own.peerDependencies, ...(dir === 'apps/web' ? own.devDependencies : {}) }),
  );
  const any = new Set([...runtime, ...Object.keys(own.devDependencies ?? {})]);
  const problems: string[] = [];
  for (const file of sources(`${dir}/src`)) {
    if (TEST_FILE.test(file)) continue;
    for (const { specifier, typeOnly } of importsOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
      const name = packageOf(specifier);
      if (!name || name === own.name) continue;
      if (!any.has(name)) problems.push(`${file}: ${name} (not declared in ${dir}/package.json)`);
      else if (!typeOnly && !runtime.has(name)) problems.push(`${file}: ${name} (imported at run time, declared only in devDependencies)`);
    }
  }
  return problems;
}

/** A package's own manifest as installed (hoisted to the root or nested under the workspace). */
function installed(dir: string, name: string): Manifest | null {
  for (const base of [dir, '.']) {
    const file = path.join(repoRoot, base, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  }
  return null;
}

/**
 * Run-time dependencies nothing needs: neither imported by the workspace's code (generated code included)
 * nor a peer another of its dependencies asks the workspace to provide (rxjs for Nest, recharts for
 * @mantine/charts). Each such entry is installed into every production image for nothing.
 */
function unusedDependencies(dir: string): string[] {
  const own = manifest(dir);
  const declared = Object.keys(own.dependencies ?? {});
  const imported = new Set<string>();
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-server'].includes(entry.name)) walk(file);
      } else if (SOURCE.test(entry.name)) {
        for (const { specifier } of importsOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
          const name = packageOf(specifier);
          if (name) imported.add(name);
        }
      }
    }
  };
  walk(`${dir}/src`);
  const peers = new Set(declared.flatMap((name) => Object.keys(installed(dir, name)?.peerDependencies ?? {})));
  return declared.filter((name) => !imported.has(name) && !peers.has(name));
}

describe('declared dependencies', () => {
  it.each(workspaces)('%s declares every package its shipped code imports', (dir) => {
    expect(undeclaredImports(dir)).toEqual([]);
  });

  it.each(workspaces)('%s declares no run-time dependency that nothing uses', (dir) => {
    expect(unusedDependencies(dir)).toEqual([]);
  });

  it('the root scripts import only packages the root or a workspace declares', () => {
    const root = manifest('.');
    const declared = new Set([
      ...Object.keys({ ...root.dependencies, ...root.devDependencies }),
      ...workspaces.map((dir) => manifest(dir).name),
    ]);
    const problems = [...sources('scripts')].flatMap((file) =>
      importsOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))
        .map(({ specifier }) => packageOf(specifier))
        .filter((name): name is string => name !== null && !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(problems).toEqual([]);
  });

  it('sees an undeclared import, a dev-only one used at run time, and tells type-only imports apart', () => {
    const imports = importsOf(
      'x.ts',
      [
        "import express from 'express';",
        "import type { Request } from 'express-serve-static-core';",
        "import { type A, type B } from 'only-types';",
        "import { type C, d } from 'mixed';",
        "export { e } from '@scope/pkg/sub';",
        "const lazy = () => import('lazy-one');",
        "register('hooked/hook.mjs', import.meta.url);",
        "type T = import('typed-one').T;",
        "import fs from 'node:fs';",
        "import path from 'path';",
        "import { x } from './local.js';",
        "import { y } from '@/lib/y';",
      ].join('\n'),
    );
    expect(imports.map(({ specifier, typeOnly }) => [packageOf(specifier), typeOnly])).toEqual([
      ['express', false],
      ['express-serve-static-core', true],
      ['only-types', true],
      ['mixed', false],
      ['@scope/pkg', false],
      ['lazy-one', false],
      ['hooked', false],
      ['typed-one', true],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
  });
});
