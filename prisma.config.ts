// Prisma 7 CLI configuration. The datasource URL lives here (not in schema.prisma); generation
// does not need it, so a placeholder keeps `prisma generate` working without a database.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/placeholder' },
});
