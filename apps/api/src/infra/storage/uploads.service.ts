import { Inject, Injectable, Logger } from '@nestjs/common';
import { badRequest, validationFailed, type FieldErrors } from '../http/api-error.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { FILE_TEXT_RULE, fileFieldText, type FileFieldSpecs } from './file-fields.js';
import { ImageVariants } from './image-variants.service.js';
import type { ReceivedFile } from './multipart-receiver.js';
import { storageUnavailable } from './storage-unavailable.js';
import { StoredFiles, type FileOwner } from './stored-files.js';

/**
 * Files of one multipart request, by field name (what `@UploadedFiles()` gives): already sniffed and held
 * to their kind's limit while they arrived (multipart.interceptor.ts), waiting in temp files.
 */
export type UploadedParts = Readonly<Partial<Record<string, ReceivedFile>>> | undefined;

/** A file field's new value: a stored or external URL, `null` (cleared), or absent (unchanged). */
export type FileValues = Record<string, string | null>;

/**
 * The life cycle of uploaded files around a write: check every part before anything is stored, store
 * (recording the owner in the inventory), run the database write, and undo the new files when the write
 * fails, so "a failed write changes nothing" holds for files too. A file the write replaced or cleared is
 * not deleted here: the upload sweep deletes it once nothing references it (docs/security.md "Stored files").
 */
@Injectable()
export class Uploads {
  private readonly logger = new Logger(Uploads.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly variants: ImageVariants,
    private readonly inventory: StoredFiles,
  ) {}

  /**
   * Validates the file parts and the text values of file fields; stores nothing. `current` gives each
   * field's present value (for "unchanged" text). Answers the checked files and the text decisions.
   */
  check(
    specs: FileFieldSpecs,
    parts: UploadedParts,
    text: object,
    current: (field: string) => string | null | undefined,
    creating: boolean,
  ): { files: ReceivedFile[]; values: FileValues } {
    const errors: FieldErrors = {};
    const values: FileValues = {};
    for (const field of Object.keys(specs)) {
      if (parts?.[field]) continue;
      const decided = fileFieldText((text as Record<string, unknown>)[field], current(field));
      if (decided === false) errors[field] = FILE_TEXT_RULE;
      else if (decided !== undefined) values[field] = decided;
    }
    if (creating) {
      for (const [field, spec] of Object.entries(specs)) {
        if (spec.requiredOnCreate && !parts?.[field] && !values[field] && !errors[field]) errors[field] = 'A file is required';
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]);

    const files = Object.values(parts ?? {}).filter((file): file is ReceivedFile => !!file);
    for (const { field } of files) {
      if (!specs[field])
        throw badRequest(`Unexpected file field "${field}"`, { [field]: 'This field does not take a file' }, 'UNEXPECTED_FILE_FIELD');
    }
    return { files, values };
  }

  /**
   * Moves received files into storage as `owner`'s; if one fails, those already stored are removed.
   * Answers field → URL.
   */
  async store(files: readonly ReceivedFile[], owner: FileOwner): Promise<FileValues> {
    const urls: FileValues = {};
    for (const file of files) {
      let url: string;
      try {
        url = await this.storage.save(file.path, file.ext);
      } catch (err) {
        this.logger.error({ err }, 'could not store an upload');
        await this.removeNew(Object.values(urls));
        throw storageUnavailable();
      }
      urls[file.field] = url;
      try {
        await this.inventory.record(url, owner);
      } catch (err) {
        await this.removeNew(Object.values(urls));
        throw err;
      }
    }
    // After the answer, not before it (see ImageVariants); a write that fails later deletes them with the file.
    for (const file of files) if (file.kind === 'image') this.variants.schedule(urls[file.field]!);
    return urls;
  }

  /**
   * Stores `files` as `owner`'s, then runs `write` with every file field's new value (stored URLs over
   * text values). A failed write removes the new files again.
   */
  async writeWith<T>(
    checked: { files: readonly ReceivedFile[]; values: FileValues },
    owner: FileOwner,
    write: (values: FileValues) => Promise<T>,
  ): Promise<T> {
    const stored = await this.store(checked.files, owner);
    try {
      return await write({ ...checked.values, ...stored });
    } catch (err) {
      await this.removeNew(Object.values(stored));
      throw err;
    }
  }

  /**
   * Deletes files this request itself just stored (their names were never answered, so nothing can show
   * them). Best effort: a file that cannot be removed must not fail the request; the sweep gets it later.
   */
  private async removeNew(urls: readonly (string | null)[]): Promise<void> {
    const removed: string[] = [];
    for (const url of new Set(urls)) {
      if (!url) continue;
      await this.storage.delete(url).then(
        () => removed.push(url),
        (err: unknown) => this.logger.warn({ err, url }, 'could not delete upload'),
      );
    }
    await this.inventory.forget(removed).catch((err: unknown) => this.logger.warn({ err }, 'could not forget deleted uploads'));
  }
}
