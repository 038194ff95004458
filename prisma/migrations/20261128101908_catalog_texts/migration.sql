-- The catalog's texts per language (docs/product.md "Languages"): the English names, titles, descriptions
-- and instructions move, unchanged, into rows with language 'en', then leave the catalog's own tables.

-- CreateTable
CREATE TABLE "catalog_category_texts" (
    "category_slug" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "catalog_category_texts_pkey" PRIMARY KEY ("category_slug","language")
);

-- CreateTable
CREATE TABLE "catalog_product_texts" (
    "product_id" UUID NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "instructions" TEXT,

    CONSTRAINT "catalog_product_texts_pkey" PRIMARY KEY ("product_id","language")
);

-- AddForeignKey
ALTER TABLE "catalog_category_texts" ADD CONSTRAINT "catalog_category_texts_category_slug_fkey" FOREIGN KEY ("category_slug") REFERENCES "catalog_categories"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_product_texts" ADD CONSTRAINT "catalog_product_texts_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The English text as it was
INSERT INTO "catalog_category_texts" ("category_slug", "language", "name", "description")
SELECT "slug", 'en', "name", "description" FROM "catalog_categories";

INSERT INTO "catalog_product_texts" ("product_id", "language", "name", "title", "description", "instructions")
SELECT "id", 'en', "name", "title", "description", "instructions" FROM "catalog_products";

-- AlterTable
ALTER TABLE "catalog_categories" DROP COLUMN "description",
DROP COLUMN "name";

-- AlterTable
ALTER TABLE "catalog_products" DROP COLUMN "description",
DROP COLUMN "instructions",
DROP COLUMN "name",
DROP COLUMN "title";
