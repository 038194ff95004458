import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

// Loading typescript-eslint takes a few seconds on a busy machine.
jest.setTimeout(60_000);

/**
 * The import rules of eslint.config.js, as `npm run lint` applies them: the tenant door (modules reach the
 * database only through `Database`), the layers of each app and the zones between apps and packages
 * (over resolved paths, so a relative import is caught like an alias), and no import circles. Files are
 * fed as text under the paths they would have; only the import rules run (no type information needed).
 */
describe('lint: the tenant door and the layers of the API, the worker and the web', () => {
  let eslint: ESLint;
  let cycles: ESLint;

  beforeAll(() => {
    const options = (rules: string[]) => ({
      cwd: root,
      overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { project: false, projectService: false } } }],
      ruleFilter: ({ ruleId }: { ruleId: string }) => rules.includes(ruleId),
    });
    eslint = new ESLint(options(['@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths']));
    // A rule of its own: following every import of a file takes a while in a tree this size.
    cycles = new ESLint(options(['import-x/no-cycle']));
  });

  async function problems(filePath: string, code: string, linter = eslint): Promise<string[]> {
    const [result] = await linter.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.map((m) => m.message);
  }

  it('refuses PrismaService in a module, pointing at the tenant door', async () => {
    const found = await problems(
      'apps/api/src/modules/audience/sneaky.service.ts',
      "import { PrismaService } from '../../infra/prisma/prisma.service.js';\nexport const db = PrismaService;\n",
    );
    expect(found).toEqual([expect.stringContaining('docs/architecture.md "The tenant door"')]);
  });

  it('refuses a raw Prisma client made in a module, but not its type', async () => {
    expect(
      await problems(
        'apps/api/src/modules/content/sneaky.ts',
        "import { createPrismaClient } from '@ds/db';\nexport const db = createPrismaClient('x');\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'apps/api/src/modules/content/typed.ts',
        "import type { PrismaClient } from '@ds/db';\nexport type Db = PrismaClient;\n",
      ),
    ).toEqual([]);
  });

  it('lets modules use Database, and infra keep PrismaService (health checks)', async () => {
    expect(
      await problems(
        'apps/api/src/modules/audience/fine.service.ts',
        "import { Database } from '@ds/db';\nexport const door = Database;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/api/src/infra/health/probe.ts',
        "import { PrismaService } from '../prisma/prisma.service.js';\nexport const db = PrismaService;\n",
      ),
    ).toEqual([]);
  });

  it('refuses infra importing a module; tests in infra may', async () => {
    const code = "import { TenantResolver } from '../../modules/tenancy/tenant-resolver.service.js';\nexport const r = TenantResolver;\n";
    expect(await problems('apps/api/src/infra/http/upward.ts', code)).toEqual([
      expect.stringContaining('infra is below the feature modules'),
    ]);
    expect(await problems('apps/api/test/infra/http/upward.e2e.test.ts', code)).toEqual([]);
  });

  it("refuses the worker's infra importing a job module, and the packages below @ds/mail-identity importing it", async () => {
    const code = "import { SendRateLimiter } from '../../campaigns/send-rate.js';\nexport const s = SendRateLimiter;\n";
    expect(await problems('apps/worker/src/infra/mail/upward.ts', code)).toEqual([
      expect.stringContaining('infra is below the job modules'),
    ]);
    expect(await problems('apps/worker/src/infra/mail/upward.test.ts', code)).toEqual([]);
    const identity = "import { deriveKey } from '@ds/mail-identity';\nexport const d = deriveKey;\n";
    expect(await problems('packages/config/src/sneaky.ts', identity)).toEqual([expect.stringContaining('@ds/mail-identity builds on')]);
    expect(await problems('packages/jobs/src/sneaky.ts', identity)).toEqual([expect.stringContaining('@ds/mail-identity builds on')]);
  });

  it('refuses a web feature importing another feature, and shared web code importing features', async () => {
    const crossing = "import { logOutDistributor } from '@/features/backoffice/api/logout';\nexport const f = logOutDistributor;\n";
    expect(await problems('apps/web/src/features/admin/sneaky.ts', crossing)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    expect(await problems('apps/web/src/features/backoffice/own.ts', crossing)).toEqual([]);
    expect(await problems('apps/web/src/lib/upward.ts', crossing)).toEqual([
      expect.stringContaining('src/lib and src/components are below the features'),
    ]);
    expect(
      await problems('apps/web/src/features/admin/fine.ts', "import { paths } from '@/lib/paths';\nexport const p = paths;\n"),
    ).toEqual([]);
  });

  it('refuses the worker reaching PrismaService outside its prisma folder', async () => {
    const code = "import { PrismaService } from '../prisma/prisma.service.js';\nexport const db = PrismaService;\n";
    expect(await problems('apps/worker/src/mail/sneaky.handler.ts', code)).toEqual([expect.stringContaining('docs/architecture.md')]);
  });

  it('refuses a relative import between web features, which an alias rule would not see', async () => {
    const relative = "import { logOutDistributor } from '../backoffice/api/logout';\nexport const f = logOutDistributor;\n";
    expect(await problems('apps/web/src/features/admin/sneaky.ts', relative)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    const deeper = "import { logOutDistributor } from '../../backoffice/api/logout';\nexport const f = logOutDistributor;\n";
    const apart = [expect.stringContaining('Features do not import each other')];
    expect(await problems('apps/web/src/features/storefront/components/sneaky.tsx', deeper)).toEqual(apart);
    const own = "import { sendLead } from '../api/contact';\nexport const s = sendLead;\n";
    expect(await problems('apps/web/src/features/storefront/components/own.tsx', own)).toEqual([]);
    const upward = "import { sendLead } from '../features/storefront/api/contact';\nexport const s = sendLead;\n";
    expect(await problems('apps/web/src/lib/upward.ts', upward)).toEqual([
      expect.stringContaining('src/lib and src/components are below the features'),
    ]);
  });

  it('refuses one app importing another, and a package importing an app or a script', async () => {
    const worker = "import { WorkerRedis } from '../../../../worker/src/infra/redis/worker-redis.js';\nexport const r = WorkerRedis;\n";
    expect(await problems('apps/api/src/modules/custom-domains/sneaky.ts', worker)).toEqual([
      expect.stringContaining('Apps do not import each other'),
    ]);
    const api =
      "import { CertificateStore } from '../../api/src/modules/custom-domains/edge/certificate-store.js';\nexport const c = CertificateStore;\n";
    expect(await problems('apps/worker/src/sneaky.ts', api)).toEqual([expect.stringContaining('Apps do not import each other')]);
    const fromWeb =
      "import { toVerificationView } from '../../../api/src/modules/custom-domains/verification.view.js';\nexport const v = toVerificationView;\n";
    expect(await problems('apps/web/src/lib/sneaky.ts', fromWeb)).toEqual([expect.stringContaining('Apps do not import each other')]);
    const app =
      "import { findDomainOwner } from '../../../apps/api/src/modules/tenancy/tenants.repository.js';\nexport const f = findDomainOwner;\n";
    expect(await problems('packages/db/src/sneaky.ts', app)).toEqual([expect.stringContaining('Packages are below the apps')]);
    const script = "import { root } from '../../../scripts/lib/paths.mjs';\nexport const r = root;\n";
    expect(await problems('packages/shared/src/sneaky.ts', script)).toEqual([expect.stringContaining('Packages are below the apps')]);
    const fromPackage = "import { findDomainOwner } from '@ds/db';\nexport const f = findDomainOwner;\n";
    expect(await problems('apps/api/src/modules/custom-domains/fine.ts', fromPackage)).toEqual([]);
    // The documented exception: the test harness migrates with the project's migration tool, and only that.
    const migrations = "import { migrationNames } from '../../../scripts/lib/migrations.mjs';\nexport const m = migrationNames;\n";
    expect(await problems('packages/testing/src/fine.ts', migrations)).toEqual([]);
    expect(await problems('packages/testing/src/sneaky.ts', script)).toEqual([expect.stringContaining('Packages are below the apps')]);
  });

  it('refuses an import circle', async () => {
    // Two real files that import each other (a circle needs both on disk), removed afterwards.
    const dir = fs.mkdtempSync(path.join(root, 'apps/api/src/infra/prisma/cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
      const relative = path.relative(root, dir);
      const a = fs.readFileSync(path.join(dir, 'a.ts'), 'utf8');
      expect(await problems(path.join(relative, 'a.ts'), a, cycles)).toEqual([expect.stringContaining('Dependency cycle')]);
      expect(await problems(path.join(relative, 'c.ts'), "import { a } from './a.js';\nexport const c = a;\n", cycles)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
