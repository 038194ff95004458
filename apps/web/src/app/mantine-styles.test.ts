import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
// The package's exports hide package.json; its stylesheet is exported.
const mantineCore = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const bundle = fs.readFileSync(path.join(mantineCore, 'styles.css'), 'utf8');
const stylesDir = path.join(mantineCore, 'styles');

/** The per-component stylesheets a module imports, in import order. */
const imported = (file: string) =>
  [...fs.readFileSync(path.join(here, file), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([\w-]+\.css)';$/gm)].map(
    (m) => m[1] ?? '',
  );

/** Where a per-component stylesheet sits in Mantine's whole bundle. */
const position = (name: string) => bundle.indexOf(fs.readFileSync(path.join(stylesDir, name), 'utf8').trim().slice(0, 120));

describe("Mantine's stylesheet split between the landing page and the other areas", () => {
  const landing = imported('mantine-landing-styles.ts');
  const others = imported('mantine-other-styles.ts');

  it('together are exactly the files of @mantine/core/styles, each once', () => {
    const all = fs.readdirSync(stylesDir).filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'));
    expect([...landing, ...others].sort()).toEqual(all.sort());
  });

  it.each([
    ['landing', landing],
    ['others', others],
  ])('%s keep the order of the whole bundle (globals first, building blocks before what is built on them)', (_, list) => {
    const positions = list.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
