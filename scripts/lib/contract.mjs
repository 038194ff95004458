// The API contract's one recipe: OpenAPI document → the web's TypeScript types. Used by `npm run contract`
// (scripts/contract.mjs) and by the staleness test (apps/api/test/infra/http/contract.e2e.test.ts), so both
// produce the same text byte for byte.
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live (checked in). */
export const CONTRACT_FILE = 'apps/web/src/lib/api/schema.gen.ts';

const HEADER = `/**
 * The API contract: request and answer types of every operation, generated from the API's OpenAPI
 * document (GET /api/docs-json). Do not edit by hand: change the server's DTOs / answer classes, then run
 * \`npm run contract\` (docs/architecture.md "API contract"). A test fails while this file is stale.
 */

`;

/** Sorted object keys, recursively: the text depends on what the document says, not on the order Nest registers it in. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

/** The generated types for `document` (an OpenAPI 3 object); deterministic for a given document. */
export async function renderContract(document) {
  const ast = await openapiTS(sortKeys(document), {
    alphabetize: true,
    // A default value documents what the server assumes when a field is left out; it stays optional.
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast).replace(/\r\n/g, '\n');
}
