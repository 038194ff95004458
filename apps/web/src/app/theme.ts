import { Badge, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's teal with its darker half deepened so text stays readable (WCAG 2.1 AA, 4.5:1): white on the
 * filled shade (6) reads 4.9:1 where Mantine's #12b886 read 2.55:1, and the light variant's text (9) on
 * its tint (1) 7:1. The tints (0–5) are Mantine's, so highlights and backgrounds keep the brand's teal.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0a8063',
  '#087357',
  '#06664d',
  '#055a44',
];

/** Secondary ("dimmed") text: Mantine's gray-6 is 3.3:1 on white; this keeps the grey look at 4.9:1. */
export const DIMMED_TEXT = '#6a7178';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors: { teal },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Status chips are a word or two: a narrow table column must not cut them to "P…" (a chip is never
    // narrower than its text; the column or the table's scroll container makes room instead).
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
  },
});
