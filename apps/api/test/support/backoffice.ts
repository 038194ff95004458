import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { isDerivedFile } from '../../src/infra/storage/image-variant-names.js';
import { UploadSweeper } from '../../src/infra/storage/upload-sweeper.js';
import type { TestApp } from './test-app.js';
import type { SignedUp } from './accounts.js';

/** Requests to `/api/tenants/<tenant>/...` carrying `who`'s token. */
export function backOffice(t: TestApp, who: Pick<SignedUp, 'token'>, tenantId: string) {
  const base = `/api/tenants/${tenantId}`;
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${who.token}`);
  return {
    get: (p: string) => auth(request(t.http).get(base + p)),
    post: (p: string) => auth(request(t.http).post(base + p)),
    put: (p: string) => auth(request(t.http).put(base + p)),
    delete: (p: string) => auth(request(t.http).delete(base + p)),
  };
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of `bytes` bytes (real header, padded). */
export const pngOfSize = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
/** A tiny real GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The start of an MP4 (ftyp box), enough for type sniffing. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);
export const PHP = Buffer.from('<?php system($_GET["c"]); ?>\n');

/**
 * One pass of the upload sweep (docs/security.md "Stored files") as if `hoursLater` had passed, past the
 * grace period by default: deletes every stored file nothing references. Answers the deleted URLs.
 */
export function sweepUploads(t: TestApp, hoursLater = t.config.UPLOAD_SWEEP_GRACE_HOURS + 1): Promise<string[]> {
  return t.app.get(UploadSweeper).sweep(new Date(Date.now() + hoursLater * 3_600_000));
}

/** A fresh upload directory for one suite. */
export function tempUploadDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ds-uploads-'));
}

/** Every upload under `dir`, as `/uploads/...` URL paths (not image variants or manifests, which follow their originals). */
export function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !isDerivedFile(d.name) && !d.name.startsWith('.'))
    .map((d) => `/uploads/${path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/')}`)
    .sort();
}

export const fileExists = (dir: string, url: string) => fs.existsSync(path.join(dir, url.replace(/^\/uploads\//, '')));
