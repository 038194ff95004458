import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesWithAppAreas } from '@/test/routes';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tables = { main: await routesWithAppAreas('main'), subdomain: await routesWithAppAreas('subdomain') };

/** Ids of the matched routes for a path (once the app areas are patched in). */
const matchedIds = (hostKind: 'main' | 'subdomain', pathname: string) =>
  (matchRoutes(tables[hostKind], pathname) ?? []).map((match) => match.route.id);

describe('UI shell layout route', () => {
  it.each(['/', '/products', '/products/vitamins/42', '/blog/7', '/contact'])('keeps the storefront page %s out of it', (pathname) => {
    expect(matchedIds('subdomain', pathname)).not.toContain('ui-shell');
  });

  it.each(['/template1', '/template2/products', '/template3/product/3'])(
    'keeps the template preview %s out of it (the storefront itself)',
    (pathname) => {
      expect(matchedIds('main', pathname)).not.toContain('ui-shell');
    },
  );

  it.each([
    ['main', '/'],
    ['main', '/backoffice-login'],
    ['subdomain', '/backoffice-login'],
    ['subdomain', '/reset-password'],
    ['subdomain', '/backoffice/dashboard'],
    ['main', '/admin/dashboard'],
  ] as const)('wraps %s host %s in it', (hostKind, pathname) => {
    expect(matchedIds(hostKind, pathname)).toContain('ui-shell');
  });

  it.each(['/', '/newsletters/confirm'])('gives the landing page %s only the Mantine CSS it uses', (pathname) => {
    expect(matchedIds('main', pathname)).not.toContain('full-styles');
  });

  it.each([
    ['main', '/backoffice-login'],
    ['subdomain', '/reset-password'],
    ['subdomain', '/backoffice/dashboard'],
    ['main', '/admin/dashboard'],
  ] as const)('gives %s host %s the full Mantine CSS', (hostKind, pathname) => {
    expect(matchedIds(hostKind, pathname)).toContain('full-styles');
  });
});

/** Files reached from `file` through static imports (dynamic `import()` starts another chunk). */
function staticImportGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const resolve = (from: string, specifier: string): string | null => {
    if (specifier.startsWith('@/')) return path.join(src, specifier.slice(2));
    if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
    return null;
  };
  const withExtension = (base: string): string | null => {
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports: string[] = [];
    graph.set(file, imports);
    if (!/\.tsx?$/.test(file)) return;
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const specifier = match[1] ?? '';
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      imports.push(specifier);
      const local = resolve(file, specifier);
      const target = local && withExtension(local);
      if (target) visit(target);
    }
  };
  visit(entry);
  return graph;
}

const forbidden = /^@mantine\/|^@tanstack\/|\/lib\/notify$|\/lib\/query-client$/;

function forbiddenImports(entry: string): string[] {
  const found: string[] = [];
  for (const [file, imports] of staticImportGraph(entry)) {
    for (const specifier of imports) if (forbidden.test(specifier)) found.push(`${path.relative(src, file)} → ${specifier}`);
  }
  return found;
}

describe('what a storefront visit downloads', () => {
  it('finds them where they are (the shell itself)', () => {
    expect(forbiddenImports(path.join(src, 'app/ui-shell.tsx'))).toEqual(
      expect.arrayContaining([
        'app/mantine-landing-styles.ts → @mantine/core/styles/baseline.css',
        'app/providers.tsx → @tanstack/react-query',
      ]),
    );
  });

  it('the entry imports neither Mantine nor TanStack Query (nor their CSS)', () => {
    expect(forbiddenImports(path.join(src, 'main.tsx'))).toEqual([]);
  });

  const storefrontRoutes = fs
    .readdirSync(path.join(src, 'features/storefront/routes'))
    .filter((name) => /\.tsx$/.test(name) && !name.includes('.test.'));

  it.each(storefrontRoutes)('storefront route %s is plain React', (name) => {
    expect(forbiddenImports(path.join(src, 'features/storefront/routes', name))).toEqual([]);
  });

  it('the lazily loaded mobile menu is plain React too', () => {
    expect(forbiddenImports(path.join(src, 'features/storefront/components/mobile-nav.tsx'))).toEqual([]);
  });
});
