import { expect } from '@jest/globals';
import sharp from 'sharp';
import type { SignedUp } from './signup.js';
import type { Stack } from './stack.js';

export const MB = 1024 * 1024;
/** "12.3 MB", for the figures the upload suites print. */
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

// The API's own upload tests use the same sniffable files (a real PNG, the start of an MP4).
export { MP4, PNG } from '../../apps/api/test/support/backoffice.js';

/** A photo-like JPEG: gaussian noise over a colour, so its variants have real work to do and real sizes. */
export function noisyPhoto(size: { width: number; height: number }, background: { r: number; g: number; b: number }, mean: number) {
  return sharp({ create: { ...size, channels: 3, background, noise: { type: 'gaussian', mean, sigma: 15 } } })
    .jpeg()
    .toBuffer();
}

/** Uploads a JPEG as a slider's image (multipart, as the back office sends it); resolves with its `/uploads/...` URL. */
export async function uploadSliderImage(
  stack: Stack,
  auth: SignedUp,
  jpeg: Buffer,
  { description, filename }: { description: string; filename: string },
): Promise<string> {
  const form = new FormData();
  form.append('description', description);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), filename);
  const res = await fetch(`${stack.url}/api/tenants/${auth.tenant_id}/sliders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { image: string }).image;
}
