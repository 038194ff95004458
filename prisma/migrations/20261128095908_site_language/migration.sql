-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "site_language" TEXT NOT NULL DEFAULT 'en';

-- Existing sites start in their country's language, as a new one does (@ds/shared defaultLanguageForCountry,
-- docs/product.md "Languages"), every other country keeps English.
UPDATE "tenants" SET "site_language" = CASE upper(btrim("country"))
    WHEN 'MX' THEN 'es' WHEN 'ES' THEN 'es' WHEN 'AR' THEN 'es' WHEN 'CO' THEN 'es' WHEN 'CL' THEN 'es' WHEN 'PE' THEN 'es'
    WHEN 'FR' THEN 'fr' WHEN 'BE' THEN 'fr' WHEN 'LU' THEN 'fr' WHEN 'MC' THEN 'fr'
    WHEN 'TW' THEN 'zh-Hant' WHEN 'HK' THEN 'zh-Hant' WHEN 'MO' THEN 'zh-Hant'
    WHEN 'KR' THEN 'ko'
    WHEN 'JP' THEN 'ja'
    ELSE 'en'
  END
WHERE upper(btrim("country")) IN ('MX', 'ES', 'AR', 'CO', 'CL', 'PE', 'FR', 'BE', 'LU', 'MC', 'TW', 'HK', 'MO', 'KR', 'JP');
