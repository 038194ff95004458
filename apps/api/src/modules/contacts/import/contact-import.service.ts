import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { Database, Prisma } from '@ds/db';
import { badRequest } from '../../../infra/http/api-error.js';
import { MAX_TAGS } from '../dto/update-contact.dto.js';
import type {
  ContactImportMapping,
  ContactImportPreview,
  ContactImportReport,
  ContactImportRowError,
  ContactImportSuggestion,
} from '../dto/contact-import.dto.js';
import { csvRows } from './csv-rows.js';

const PREVIEW_ROWS = 5;
/** Rows written per statement: big enough to be fast, small enough to keep the statement's arrays small. */
const BATCH = 1_000;
const MAX_ROWS = 100_000;
const MAX_ERRORS = 1_000;
const PHONE = /^[+()\d\s.-]{5,30}$/;
/** The tag separator inside one statement's text parameter (a unit separator never appears in a tag). */
const SEP = '\u001f';

const GUESSES: Record<keyof ContactImportSuggestion, RegExp> = {
  email_column: /e-?mail|courriel|correo/i,
  last_name_column: /last|surname|family|nachname|apellido/i,
  name_column: /name|nom|nombre|contact|first/i,
  phone_column: /phone|mobile|cell|tel|portable|móvil|handy/i,
  tags_column: /tag|label|group|categor/i,
};

/** The columns the headers suggest; a column is suggested for one field at most. */
function suggestMapping(columns: string[]): ContactImportSuggestion {
  const taken = new Set<string>();
  const out = {} as ContactImportSuggestion;
  for (const field of Object.keys(GUESSES) as (keyof ContactImportSuggestion)[]) {
    const hit = columns.find((c) => !taken.has(c) && GUESSES[field].test(c)) ?? null;
    if (hit) taken.add(hit);
    out[field] = hit;
  }
  return out;
}

interface Pending {
  email: string;
  name: string | null;
  phone: string | null;
  tags: string[];
}

/**
 * Imports a CSV into a distributor's contacts (docs/product.md "Contacts", Import). The file is
 * streamed through csv-parse and written in batches of upserts as it arrives: a new address becomes a
 * contact (source "import"), a known one only gains what it lacks (a name or phone where none is set,
 * tags added), so a distributor's edits are never overwritten. Imported people are contacts, not
 * subscribers: no subscription is made. Each batch is its own statement, and a repeated import changes
 * nothing, so an interrupted import is simply sent again.
 */
@Injectable()
export class ContactImportService {
  constructor(private readonly db: Database) {}

  async preview(file: Readable): Promise<ContactImportPreview> {
    let columns: string[] | null = null;
    let delimiter = ',';
    const rows: string[][] = [];
    for await (const row of csvRows(file)) {
      delimiter = row.delimiter;
      if (!columns) columns = row.cells;
      else rows.push(row.cells);
      if (rows.length >= PREVIEW_ROWS) break;
    }
    if (!columns) throw badRequest('The file is empty', { file: 'no header row' }, 'EMPTY_CSV');
    return { delimiter, columns, rows, suggested_mapping: suggestMapping(columns) };
  }

  async import(tenantId: string, file: Readable, mapping: ContactImportMapping): Promise<ContactImportReport> {
    const started = performance.now();
    const report: ContactImportReport = {
      rows: 0,
      created: 0,
      merged: 0,
      unchanged: 0,
      skipped: 0,
      errors: [],
      errors_truncated: false,
      duration_ms: 0,
    };
    const fail = (line: number, message: string, skipped = true) => {
      if (skipped) report.skipped++;
      if (report.errors.length < MAX_ERRORS) report.errors.push({ line, message } satisfies ContactImportRowError);
      else report.errors_truncated = true;
    };
    const seen = new Map<string, number>();
    let index: Record<'email' | 'name' | 'last' | 'phone' | 'tags', number> | null = null;
    let batch: Pending[] = [];
    for await (const { line, cells } of csvRows(file)) {
      if (!index) {
        index = this.indexOf(cells, mapping);
        continue;
      }
      if (++report.rows > MAX_ROWS)
        throw badRequest(`A file may hold at most ${MAX_ROWS} rows`, { file: 'too many rows' }, 'TOO_MANY_ROWS');
      const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
      const email = cell(index.email).toLowerCase();
      if (!email) {
        fail(line, 'No email address');
        continue;
      }
      if (email.length > 254 || !isEmail(email)) {
        fail(line, 'Not a valid email address');
        continue;
      }
      const first = seen.get(email);
      if (first !== undefined) {
        fail(line, `Same email address as line ${first}`);
        continue;
      }
      seen.set(email, line);
      const name = [cell(index.name), cell(index.last)].filter(Boolean).join(' ').slice(0, 100) || null;
      let phone: string | null = cell(index.phone) || null;
      if (phone && !PHONE.test(phone)) {
        fail(line, 'Phone number left out: not a phone number', false);
        phone = null;
      }
      const tags = new Set<string>(mapping.tag ? [mapping.tag] : []);
      for (const tag of cell(index.tags).split(/[,;|]/)) {
        const t = tag.trim().toLowerCase().replaceAll(SEP, '').slice(0, 40);
        if (t) tags.add(t);
      }
      batch.push({ email, name, phone, tags: [...tags].slice(0, MAX_TAGS) });
      if (batch.length >= BATCH) {
        await this.write(tenantId, batch, report);
        batch = [];
      }
    }
    if (!index) throw badRequest('The file is empty', { file: 'no header row' }, 'EMPTY_CSV');
    if (batch.length) await this.write(tenantId, batch, report);
    report.duration_ms = Math.round(performance.now() - started);
    return report;
  }

  /** Where each mapped column is in the header; a mapped column the header lacks is a 400. */
  private indexOf(header: string[], mapping: ContactImportMapping) {
    const columns = header.map((c) => c.trim());
    const details: Record<string, string> = {};
    const find = (field: keyof ContactImportSuggestion, name: string | undefined) => {
      if (!name) return -1;
      const i = columns.indexOf(name);
      if (i < 0) details[field] = `No column "${name}" in the file`;
      return i;
    };
    const index = {
      email: find('email_column', mapping.email_column),
      name: find('name_column', mapping.name_column),
      last: find('last_name_column', mapping.last_name_column),
      phone: find('phone_column', mapping.phone_column),
      tags: find('tags_column', mapping.tags_column),
    };
    if (Object.keys(details).length) throw badRequest('The mapping names columns the file does not have', details, 'INVALID_MAPPING');
    return index;
  }

  /**
   * One batch as one upsert. The tenant is bound here, in the statement, so the raw query goes through
   * `acrossTenants`; every row it touches has that tenant_id (the conflict target includes it).
   */
  private async write(tenantId: string, batch: Pending[], report: ContactImportReport): Promise<void> {
    const db = this.db.acrossTenants('contacts import: one batched upsert, the tenant bound in the statement');
    const rows = await db.$queryRaw<{ inserted: boolean }[]>(Prisma.sql`
      INSERT INTO contacts AS c (id, tenant_id, email, name, phone, tags, source, created_at, updated_at, last_activity_at)
      SELECT gen_random_uuid(), ${tenantId}::uuid, i.email, i.name, i.phone,
             CASE WHEN i.tags = '' THEN ARRAY[]::text[] ELSE string_to_array(i.tags, ${SEP}) END,
             'import', now(), now(), now()
      FROM unnest(${batch.map((r) => r.email)}::text[], ${batch.map((r) => r.name)}::text[],
                  ${batch.map((r) => r.phone)}::text[], ${batch.map((r) => r.tags.join(SEP))}::text[]) AS i(email, name, phone, tags)
      ON CONFLICT (tenant_id, email) DO UPDATE SET
        name = COALESCE(c.name, EXCLUDED.name),
        phone = COALESCE(c.phone, EXCLUDED.phone),
        tags = (c.tags || ARRAY(SELECT t FROM unnest(EXCLUDED.tags) t WHERE NOT t = ANY (c.tags)))[1:${MAX_TAGS}],
        updated_at = now()
      WHERE (c.name IS NULL AND EXCLUDED.name IS NOT NULL)
         OR (c.phone IS NULL AND EXCLUDED.phone IS NOT NULL)
         OR (NOT EXCLUDED.tags <@ c.tags AND cardinality(c.tags) < ${MAX_TAGS})
      RETURNING (xmax = 0) AS inserted`);
    const created = rows.filter((r) => r.inserted).length;
    report.created += created;
    report.merged += rows.length - created;
    report.unchanged += batch.length - rows.length;
  }
}
