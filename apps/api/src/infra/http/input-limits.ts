/**
 * The edge's fixed limits on the shape of client input (README "Input limits"). Every parser and walker
 * that looks at a request reads them from here.
 */
export const INPUT_LIMITS = {
  /** Arrays/objects nested deeper than this are refused before anything recursive touches them. */
  maxDepth: 32,
  /** Largest JSON or urlencoded body. */
  bodyBytes: 1024 * 1024,
  /** Largest `page` of a paged list: offsets stay far inside PostgreSQL's bigint. */
  maxPage: 1_000_000,
} as const;
