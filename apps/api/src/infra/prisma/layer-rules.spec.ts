import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

// Loading typescript-eslint takes a few seconds on a busy machine.
jest.setTimeout(60_000);

/**
 * The import rules of eslint.config.js, as `npm run lint` applies them: the tenant door (modules reach the
 * database only through `Database`) and the API's layers (infra does not import modules). Files are fed
 * as text under the paths they would have; only the import rule runs (no type information needed).
 */
describe('lint: the tenant door and the layers of the API, the worker and the web', () => {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({
      cwd: root,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parserOptions: { project: false, projectService: false } } }],
      ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
    });
  });

  async function problems(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.map((m) => m.message);
  }

  it('refuses PrismaService in a module, pointing at the tenant door', async () => {
    const found = await problems('apps/api/src/modules/audience/sneaky.service.ts', "import { PrismaService } from '../../infra/prisma/prisma.service.js';\nexport const db = PrismaService;\n");
    expect(found).toEqual([expect.stringContaining('docs/architecture.md "The tenant door"')]);
  });

  it('refuses a raw Prisma client made in a module, but not its type', async () => {
    expect(await problems('apps/api/src/modules/content/sneaky.ts', "import { createPrismaClient } from '@ds/db';\nexport const db = createPrismaClient('x');\n")).toHaveLength(1);
    expect(await problems('apps/api/src/modules/content/typed.ts', "import type { PrismaClient } from '@ds/db';\nexport type Db = PrismaClient;\n")).toEqual([]);
  });

  it('lets modules use Database, and infra keep PrismaService (health checks)', async () => {
    expect(await problems('apps/api/src/modules/audience/fine.service.ts', "import { Database } from '@ds/db';\nexport const door = Database;\n")).toEqual([]);
    expect(await problems('apps/api/src/infra/health/probe.ts', "import { PrismaService } from '../prisma/prisma.service.js';\nexport const db = PrismaService;\n")).toEqual([]);
  });

  it('refuses infra importing a module; tests in infra may', async () => {
    const code = "import { TenantResolver } from '../../modules/tenancy/tenant-resolver.service.js';\nexport const r = TenantResolver;\n";
    expect(await problems('apps/api/src/infra/http/upward.ts', code)).toEqual([expect.stringContaining('infra is below the feature modules')]);
    expect(await problems('apps/api/src/infra/http/upward.e2e-spec.ts', code)).toEqual([]);
  });

  it("refuses a web feature importing another feature, and shared web code importing features", async () => {
    const crossing = "import { logOutDistributor } from '@/features/backoffice/api/logout';\nexport const f = logOutDistributor;\n";
    expect(await problems('apps/web/src/features/admin/sneaky.ts', crossing)).toEqual([expect.stringContaining('Features do not import each other')]);
    expect(await problems('apps/web/src/features/backoffice/own.ts', crossing)).toEqual([]);
    expect(await problems('apps/web/src/lib/upward.ts', crossing)).toEqual([expect.stringContaining('src/lib and src/components are below the features')]);
    expect(await problems('apps/web/src/features/admin/fine.ts', "import { paths } from '@/lib/paths';\nexport const p = paths;\n")).toEqual([]);
  });

  it('refuses the worker reaching PrismaService outside its prisma folder', async () => {
    const code = "import { PrismaService } from '../prisma/prisma.service.js';\nexport const db = PrismaService;\n";
    expect(await problems('apps/worker/src/mail/sneaky.handler.ts', code)).toEqual([expect.stringContaining('docs/architecture.md')]);
  });
});
