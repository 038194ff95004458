// Types of what the tests import from the seed's catalog (plain JavaScript run by scripts/seed.mjs).
export declare const categories: { slug: string; name: string }[];
export declare const products: { sku: string; name: string; [field: string]: unknown }[];
export declare const countries: { country: string; currency: string; [field: string]: unknown }[];
export declare const productTexts: Record<string, Record<string, Record<string, string>>>;
export declare const categoryTexts: Record<string, Record<string, Record<string, string>>>;
export declare function catalogPrices(): unknown[];
export declare function shopLinkRules(): unknown[];
