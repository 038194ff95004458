import { createHash } from 'node:crypto';

/** Server-level connection used to create and drop test databases. */
export function adminDatabaseUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrlFor(name) {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name changes whenever the migrations do. */
export function templateDatabaseName(migrations) {
  return `ds_test_tpl_${createHash('sha1').update(migrations.join('\n')).digest('hex').slice(0, 12)}`;
}
