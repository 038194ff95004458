import { execFileSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The API serves /api, the per-deployment runtime config and uploaded files;
// in development and `vite preview` we forward those to it (DS_API_ORIGIN overrides the target).
const API_ORIGIN = process.env.DS_API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN },
  '/runtime-config.js': { target: API_ORIGIN },
  '/uploads': { target: API_ORIGIN },
};

/**
 * A storefront visit (tenant host, `/`) must stay small (scripts/bundle-sizes.mjs): what it needs beyond the
 * entry — the storefront modules statically reached from the tenant-site and home routes, and the few app
 * libraries they use — goes into two chunks instead of a dozen tiny shared ones. Everything else (the
 * other storefront pages, lazily loaded pieces, the two route modules themselves) keeps its automatic chunk. The sets
 * are computed from the module graph at the end of each build, so they follow the code.
 */
const storefrontVisit = { storefront: new Set<string>(), appLib: new Set<string>() };
const STOREFRONT_DIR = /[\\/]src[\\/]features[\\/]storefront[\\/]/;
// Every storefront stylesheet goes into the storefront chunk's one CSS file: the API links the CSS of all
// storefront pages from each rendered page (storefront-assets.ts), and one render-blocking request instead
// of seven makes the first paint sooner (Lighthouse mobile, docs/performance.md "Per-page CSS").
const STOREFRONT_CSS = /[\\/]src[\\/]features[\\/]storefront[\\/].*\.css$/;
// The same for the landing page's own stylesheets (its first screen, below the fold, newsletter confirmation).
const LANDING_CSS = /[\\/]src[\\/]features[\\/]landing[\\/].*\.css$/;
const STOREFRONT_ROOTS = /[\\/]src[\\/]features[\\/]storefront[\\/]routes[\\/](tenant-site|home)\.tsx$/;
// The storefront's message runtime: i18n/storefront-intl.tsx and FormatJS's formatter (the web app's own copy;
// react-intl's, for the back office, is another) go with the storefront's chunk.
const STOREFRONT_INTL =
  /[\\/]apps[\\/]web[\\/]node_modules[\\/](intl-messageformat|@formatjs)[\\/]|[\\/]src[\\/]i18n[\\/](storefront-intl\.tsx|format-message\.ts)$/;
const APP_LIB_DIR = /[\\/]src[\\/]lib[\\/]/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

function storefrontVisitChunks(): Plugin {
  return {
    name: 'ds:storefront-visit-chunks',
    apply: 'build',
    buildEnd() {
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || id.includes('node_modules')) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        roots.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = staticClosure(ids.filter((id) => ENTRY.test(id)));
      storefrontVisit.storefront.clear();
      storefrontVisit.appLib.clear();
      for (const id of staticClosure(ids.filter((id) => STOREFRONT_ROOTS.test(id)))) {
        // The two route modules keep chunks of their own (and their own manifest entries).
        if (entry.has(id) || STOREFRONT_ROOTS.test(id)) continue;
        if (STOREFRONT_DIR.test(id)) storefrontVisit.storefront.add(id);
        else if (APP_LIB_DIR.test(id)) storefrontVisit.appLib.add(id);
      }
    },
  };
}

/**
 * The message files (src/i18n/messages/<locale>.json, the storefront's, and src/i18n/backoffice/en.json; ICU strings) are compiled to ASTs by the FormatJS CLI
 * (`formatjs compile --ast`) when they are imported, so the browser gets no ICU parser (aliased away below)
 * and formats every message without parsing it (docs/i18n.md).
 */
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/](messages|backoffice)[\\/][\w-]+\.json$/;
const FORMATJS = fileURLToPath(new URL('../../node_modules/.bin/formatjs', import.meta.url));
function compiledMessages(): Plugin {
  return {
    name: 'ds:compiled-messages',
    enforce: 'pre',
    load(id) {
      if (!MESSAGE_FILE.test(id)) return null;
      this.addWatchFile(id);
      return execFileSync(FORMATJS, ['compile', id, '--ast', '--format', 'simple'], { encoding: 'utf8' });
    },
  };
}

/** The client's chunk groups: the storefront visit's two chunks, and the landing page's stylesheets in one file. */
const storefrontVisitGroups = [
  // React in one chunk that every page shares (the entry and every lazily loaded part import it).
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'storefront',
    test: (id: string) => storefrontVisit.storefront.has(id) || STOREFRONT_CSS.test(id) || STOREFRONT_INTL.test(id),
    includeDependenciesRecursively: false,
  },
  { name: 'landing-styles', test: (id: string) => LANDING_CSS.test(id), includeDependenciesRecursively: false },
  { name: 'app-lib', test: (id: string) => storefrontVisit.appLib.has(id), includeDependenciesRecursively: false },
];

// `vite build --ssr src/entry-server.tsx` (dist-server/): the storefront's server renderer, loaded by the API.
// It needs no public files, compressed copies or manifest; its CSS-module class names match the client's.
// Nor the chunk groups, which only shape what a browser downloads. Applied to the server build (no
// src/main.tsx there to leave out) they put modules that entry-server imports into the storefront chunk,
// which imported @ds/shared back from the entry chunk: a cycle, in which a module-level use of a @ds/shared
// value in storefront code read `undefined` and the API could not start. Rolldown's automatic chunking
// has no cycle (tests/ssr-chunks.e2e.test.ts; docs/performance.md "Server rendering").
export default defineConfig(({ command, isSsrBuild }) => ({
  ...(isSsrBuild ? { publicDir: false as const } : {}),
  plugins: [
    compiledMessages(),
    react(),
    !isSsrBuild && storefrontVisitChunks(),
    // Brotli and gzip copies of every text asset, made once at build at the highest levels; the API serves
    // them to clients that accept them (apps/api/src/infra/web/spa.ts), so no request pays for compression.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  // Short class names in the build: every CSS module's class map is JavaScript the first visit downloads.
  css: { modules: command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {} },
  resolve: {
    alias: [
      // Messages arrive compiled (compiledMessages above): the browser bundle gets the parser-less build
      // (react-intl's docs, "precompiled messages"). Tests and the server keep the parser (they parse nothing).
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // Rules shared with the api and worker, compiled from source like the app's own code (no build step first).
      { find: /^@ds\/shared$/, replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
    ],
  },
  // The prerendered landing page's Mantine goes into dist-server/ rather than being imported from
  // node_modules at run time: Jest's ESM loader (the API's e2e tests) cannot link Mantine's many .mjs files.
  ssr: { noExternal: [/^@mantine\//] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: lets `npm run bench` report each route's initial JS.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild ? true : { groups: storefrontVisitGroups },
      },
    },
  },
  // Two projects: pure logic (and the server-rendered HTML of the storefront and landing page) runs in
  // plain Node, which starts fast; screens that a user clicks through run in jsdom, named *.dom.test.tsx.
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    // `npm test` turns it on (scripts/test.mjs) and prints the summary: a figure, not a gate.
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/lib/api/schema.gen.ts', 'src/**/*.d.ts'],
    },
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.dom.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.dom.test.tsx'],
          setupFiles: ['src/test/dom-setup.ts'],
          // One jsdom and one copy of Mantine per worker instead of per file (a run takes half the time).
          // Nothing leaks from file to file: each screen gets a fresh query client and router, and after each
          // test the page, storage, toasts, timers and stubbed fetch are reset (render-screen.tsx, dom-setup.ts).
          isolate: false,
          // As long as Testing Library's findBy… waits (src/test/dom-setup.ts).
          expect: { poll: { timeout: 3000 } },
          // A file's first test also loads its screen's modules into the shared jsdom: on a busy two-core
          // machine that alone passed the default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
