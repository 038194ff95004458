import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The credentials the test S3 server accepts (s3rver's default account); any other secret is refused. */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Settings that point the API (or a whole stack) at this bucket: STORAGE_DRIVER=s3, S3_*, AWS_* credentials. */
  env: Record<string, string>;
  /** The server's own process (its memory is not the API's). */
  pid: number;
  close(): Promise<void>;
}

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server.mjs');

/**
 * A real S3-protocol server (s3rver, with Signature V4 checked: s3-server.mjs) in a child process of its
 * own, on a free loopback port, with one empty bucket; its objects live in a temp folder removed by close().
 */
export async function startS3Server(bucket = 'ds-test-uploads'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ds-s3-'));
  const child: ChildProcess = spawn(process.execPath, [entry, directory, bucket], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`S3 test server exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    pid: child.pid!,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...S3_TEST_CREDENTIALS,
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
