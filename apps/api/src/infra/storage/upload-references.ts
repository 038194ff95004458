import type { PrismaClient } from '@ds/db';

/**
 * Tables that never hold a stored file's URL and are large (analytics, per-recipient and per-click rows,
 * subscriber lists, the outbox's mails, rendered from campaigns that keep their images), or are the
 * inventory itself. Every other table of the schema is read, whole rows as text: a table or column added
 * later counts as a reference without anyone remembering to list it.
 */
const TABLES_WITHOUT_FILE_REFERENCES: readonly string[] = [
  '_prisma_migrations',
  'uploads',
  'site_events',
  'site_visitor_marks',
  'site_stats_hourly',
  'site_stats_daily',
  'site_clicks',
  'campaign_recipients',
  'campaign_clicks',
  'subscribers',
  'platform_subscribers',
  'outbox',
];

/**
 * What a reference looks like, wherever it sits (a file field, an `<img>` in a body, an absolute URL in a
 * JSON page, a link to a variant): `/uploads/<yyyy>/<mm>/<32 hex>`, the stem every variant of the file shares.
 */
const STEM = '/uploads/([0-9]{4}/[0-9]{2}/[a-f0-9]{32})';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables that may hold a reference: those with a text-like column, minus the exclusions. */
export async function referencingTables(sql: PrismaClient): Promise<string[]> {
  const rows = await sql.$queryRaw<{ table_name: string }[]>`
    SELECT DISTINCT c.table_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
       AND c.table_name <> ALL (${[...TABLES_WITHOUT_FILE_REFERENCES]})
     ORDER BY c.table_name`;
  return rows.map((r) => r.table_name);
}

/**
 * The SQL answering up to `$2` inventory rows older than `$1`, not pinned, whose file nothing in `tables`
 * references (oldest first). The table names come from the catalog (`referencingTables`), never from input.
 */
export function unreferencedFilesQuery(tables: readonly string[]): string {
  const referenced = tables
    .map(
      (table) => `SELECT m[1] AS stem FROM ${quoted(table)} t, regexp_matches(t::text, '${STEM}', 'g') m WHERE t::text LIKE '%/uploads/%'`,
    )
    .join('\n      UNION\n      ');
  return `
    WITH referenced AS (
      ${referenced || 'SELECT NULL::text AS stem WHERE FALSE'}
    )
    SELECT u.url FROM uploads u
     WHERE u.created_at < $1 AND u.pinned_at IS NULL AND u.url ~ '^${STEM}\\.[a-z0-9]{2,5}$'
       AND NOT EXISTS (SELECT 1 FROM referenced r WHERE r.stem = substring(u.url FROM '^${STEM}'))
     ORDER BY u.created_at, u.url
     LIMIT $2`;
}
