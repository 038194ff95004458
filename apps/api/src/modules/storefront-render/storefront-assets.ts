import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
}

const STOREFRONT_ROUTE = /(^|\/)src\/features\/storefront\/routes\//;

/**
 * The stylesheets of every storefront page module and what they import (Vite's manifest), as
 * `<link rel="stylesheet">` tags: a server-rendered page is styled from its first paint instead of when
 * its route chunk has loaded (about 9 KB gzip for all of them; Vite's loader sees the links and does not
 * add them again). Empty when the build has no manifest.
 */
export function storefrontStylesheetTags(webDistDir: string, indexHtml: string): string {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    (chunk.imports ?? []).forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && STOREFRONT_ROUTE.test(key))
    .forEach(visit);
  return css
    .map((sheet) => `/${sheet}`)
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
}

/** The UI shell's and landing page's route modules (the chunks the prerendered landing hydrates with). */
const LANDING_MODULES = ['src/app/ui-shell.tsx', 'src/features/landing/routes/landing-page.tsx', 'src/app/hydrate.tsx'];

/**
 * `<link>` tags for the prerendered landing page: the stylesheets of the UI shell and landing page (the
 * first paint is styled) and `modulepreload`s of their code and of the hydration chunk (they download
 * beside the entry instead of after it). Empty when the build has no manifest.
 */
export function landingAssetTags(webDistDir: string, indexHtml: string): string {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const css: string[] = [];
  const js: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    (chunk.imports ?? []).forEach(visit);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    if (!chunk.isEntry) js.push(chunk.file);
  };
  LANDING_MODULES.forEach(visit);
  const absent = (href: string) => !indexHtml.includes(`href="${href}"`) && !indexHtml.includes(`src="${href}"`);
  const sheets = css.map((sheet) => `/${sheet}`).filter(absent).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const modules = js.map((chunk) => `/${chunk}`).filter(absent).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return [...sheets, ...modules].join('');
}
