import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '@ds/config';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
// @ts-expect-error plain ESM module shared with scripts/contract.mjs (one recipe, same bytes)
import { CONTRACT_FILE, renderContract } from '../../../../../scripts/lib/contract.mjs';
import { createApp } from '../../../src/app.factory.js';
import { TEST_JWT_SECRET } from '../../support/test-app.js';
import { buildOpenApiDocument } from '../../../src/infra/http/openapi-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Where two texts first differ, as `line N: checked-in … / generated …`, so a failure says what changed. */
function firstDifference(checkedIn: string, generated: string): string {
  const a = checkedIn.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}:\n  checked in: ${a[at] ?? '(end of file)'}\n  generated:  ${b[at] ?? '(end of file)'}`;
}

describe('API contract (the web’s generated types)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;

  beforeAll(async () => {
    // Built exactly as production builds it; nothing is listened on or read (no start-up hooks run).
    config = loadConfig({
      DATABASE_URL: 'postgresql://unused@127.0.0.1:5432/unused',
      REDIS_URL: testRedisUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    app = await createApp(config, { redisPrefix: uniquePrefix('contract'), webDistDir: false });
  });
  afterAll(() => app?.close());

  it(`${CONTRACT_FILE as string} is what the server's OpenAPI document generates (else: run npm run contract)`, async () => {
    const generated = (await renderContract(buildOpenApiDocument(app, config))) as string;
    const checkedIn = readFileSync(path.join(root, CONTRACT_FILE as string), 'utf8');
    if (checkedIn !== generated) {
      throw new Error(
        `${CONTRACT_FILE as string} is stale: the API's OpenAPI document changed. Run \`npm run contract\` and commit the result.\n` +
          `First difference at ${firstDifference(checkedIn, generated)}`,
      );
    }
    expect(checkedIn).toBe(generated);
  });

  it('describes an answer for every operation, and one error body for every failure', () => {
    const document = buildOpenApiDocument(app, config);
    const undocumented: string[] = [];
    for (const [route, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
        const responses = item[method]?.responses;
        if (!responses) continue;
        // A redirect (an email's confirmation link's 303, a campaign click's 302) is a success with no body to describe.
        const success = Object.entries(responses).filter(([status]) => status.startsWith('2') || status.startsWith('3'));
        const described =
          success.length > 0 &&
          success.every(
            ([status, answer]) => status === '204' || status.startsWith('3') || (answer && 'content' in answer && answer.content),
          );
        if (!described) undocumented.push(`${method.toUpperCase()} ${route}`);
        expect(responses.default).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
        });
      }
    }
    expect(undocumented).toEqual([]);
  });
});
