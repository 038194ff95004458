import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/api-error.js';

/** What a file field accepts (design §7). */
export type FileKind = 'image' | 'pdf' | 'video';

const MB = 1024 * 1024;

interface KindRule {
  mimes: ReadonlySet<string>;
  maxBytes: number;
  /** "images may be at most 5 MB" */
  plural: string;
  /** "expected an image (JPEG, PNG, WebP or GIF)" */
  expected: string;
}

export const KIND_RULES: Record<FileKind, KindRule> = {
  image: { mimes: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']), maxBytes: 5 * MB, plural: 'images', expected: 'an image (JPEG, PNG, WebP or GIF)' },
  pdf: { mimes: new Set(['application/pdf']), maxBytes: 20 * MB, plural: 'PDFs', expected: 'a PDF' },
  video: { mimes: new Set(['video/mp4', 'video/webm', 'video/quicktime']), maxBytes: 100 * MB, plural: 'videos', expected: 'a video (MP4, WebM or QuickTime)' },
};

/** Hard cap of any request's file part; the per-kind limits above are checked after sniffing. */
export const MAX_UPLOAD_BYTES = 100 * MB;

/** A file part that passed the policy: its bytes, and the extension its content (not its name) says. */
export interface CheckedFile {
  field: string;
  buffer: Buffer;
  ext: string;
  mime: string;
  originalName: string;
}

/** The slice of a multer file the policy reads. */
export interface IncomingFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
  size: number;
}

/**
 * Decides whether an uploaded file may be stored: its type is sniffed from its bytes (file-type), never
 * taken from the name or the client's Content-Type, and its size is held to the limit of that type.
 */
@Injectable()
export class UploadPolicy {
  async check(file: IncomingFile, kinds: readonly FileKind[]): Promise<CheckedFile> {
    const field = file.fieldname;
    const sniffed = file.size > 0 ? await fileTypeFromBuffer(file.buffer) : undefined;
    const kind = sniffed ? kinds.find((k) => KIND_RULES[k].mimes.has(sniffed.mime)) : undefined;
    if (!sniffed || !kind) {
      const message = `Unsupported file type: expected ${kinds.map((k) => KIND_RULES[k].expected).join(' or ')}`;
      throw badRequest(message, { [field]: message }, 'UNSUPPORTED_FILE_TYPE');
    }
    const rule = KIND_RULES[kind];
    if (file.size > rule.maxBytes) {
      const message = `File too large: ${rule.plural} may be at most ${rule.maxBytes / MB} MB`;
      throw badRequest(message, { [field]: message }, 'FILE_TOO_LARGE');
    }
    return { field, buffer: file.buffer, ext: sniffed.ext, mime: sniffed.mime, originalName: file.originalname };
  }
}
