import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

const STOREFRONT_ROUTE = /(^|\/)src\/features\/storefront\/routes\//;

/**
 * The stylesheets of every storefront page module and what they import (Vite's manifest), as
 * `<link rel="stylesheet">` tags: a server-rendered page is styled from its first paint instead of when
 * its route chunk has loaded (about 9 KB gzip for all of them; Vite's loader sees the links and does not
 * add them again). Empty when the build has no manifest.
 */
export function storefrontStylesheetTags(webDistDir: string, indexHtml: string): string {
  return stylesheetTags(webDistDir, indexHtml, (manifest) =>
    Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && STOREFRONT_ROUTE.test(key)),
  );
}

/**
 * `Link` values for `103 Early Hints` on a page being rendered: the entry script and the modules and
 * stylesheets index.html loads, and the storefront stylesheets, so the browser fetches them while the
 * page's answers load (the page's own status and head come later, once they are known).
 */
export function earlyHintLinks(indexHtml: string, stylesheetTags: string): string[] {
  const links: string[] = [];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const tag of (indexHtml + stylesheetTags).match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = tag.startsWith('<script') ? (attr(tag, 'type') === 'module' ? attr(tag, 'src') : undefined) : attr(tag, 'href');
    if (!href?.startsWith('/')) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload') links.push(`<${href}>; rel=modulepreload; crossorigin`);
    else if (rel === 'stylesheet') links.push(`<${href}>; rel=preload; as=style; crossorigin`);
  }
  return links;
}

/**
 * A server-rendered page's entry script fetched at low priority (`fetchpriority="low"`): the markup,
 * stylesheets and hero image make the first screen; the script only hydrates it, so on a slow link it
 * should not take the bandwidth they need (it still runs as soon as it arrives). Client-rendered pages
 * keep index.html as it is: there the script is the first screen.
 */
export function withLowPriorityEntryScript(html: string): string {
  return html.replace(/<script type="module" (?![^>]*fetchpriority)/, '<script type="module" fetchpriority="low" ');
}

/**
 * index.html without the `<link rel="modulepreload">` tags the build adds for the entry's shared chunks: on
 * the prerendered landing page they would compete with its stylesheets and hero image (see
 * landingStylesheetTags); the entry fetches them once it runs.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
}

/** The UI shell's and landing page's route modules (the first screen the landing prerenders). */
const LANDING_MODULES = ['src/app/ui-shell.tsx', 'src/features/landing/routes/landing-page.tsx'];

/**
 * `<link rel="stylesheet">` tags for the prerendered landing page: the UI shell's and landing page's CSS,
 * so the first paint is styled. Their code is not `modulepreload`ed: on a slow link it competes with these
 * stylesheets and the hero image (Lighthouse mobile: first paint and LCP about 0.7 s later); it is fetched
 * once the entry runs. Empty when the build has no manifest.
 */
export function landingStylesheetTags(webDistDir: string, indexHtml: string): string {
  return stylesheetTags(webDistDir, indexHtml, () => LANDING_MODULES);
}

/**
 * `<link rel="stylesheet">` tags for the CSS of the given manifest entries and everything they import, in
 * Vite's order (an import's sheets before the importer's, as its loader would add them), each once, less
 * what index.html already links.
 */
function stylesheetTags(webDistDir: string, indexHtml: string, roots: (manifest: Record<string, ManifestChunk>) => string[]): string {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    (chunk.imports ?? []).forEach(visit);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  roots(manifest).forEach(visit);
  return css
    .map((sheet) => `/${sheet}`)
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
}
