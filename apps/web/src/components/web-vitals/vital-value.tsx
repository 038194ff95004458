import { ColorSwatch, Group, Table, VisuallyHidden } from '@mantine/core';
import type { Schema } from '@/lib/api/typed-client';

export type VitalFigure = Schema<'VitalFigureView'>;
export type VitalsFigures = Schema<'VitalsFiguresView'>;
export type VitalThresholds = Schema<'VitalThresholdsView'>;
export type VitalName = 'lcp' | 'inp' | 'cls' | 'ttfb';

export const VITAL_NAMES: VitalName[] = ['lcp', 'inp', 'cls', 'ttfb'];
export const VITAL_LABELS: Record<VitalName, { short: string; long: string }> = {
  lcp: { short: 'LCP', long: 'Largest Contentful Paint' },
  inp: { short: 'INP', long: 'Interaction to Next Paint' },
  cls: { short: 'CLS', long: 'Cumulative Layout Shift' },
  ttfb: { short: 'TTFB', long: 'Time to First Byte' },
};
export const RATING_LABELS: Record<VitalFigure['rating'], string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};
const RATING_COLORS: Record<VitalFigure['rating'], string> = { good: 'green', 'needs-improvement': 'orange', poor: 'red' };

/** ms as people read them (850 ms, 2.5 s); CLS as the score it is. */
function formatVital(name: VitalName, value: number): string {
  if (name === 'cls') return String(Math.round(value * 1000) / 1000);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2).replace(/\.?0+$/, '')} s`;
}

/** "good ≤ 2.5 s · poor > 4 s" */
export function thresholdText(name: VitalName, thresholds: VitalThresholds): string {
  const t = thresholds[name];
  return `good ≤ ${formatVital(name, t.good)} · poor > ${formatVital(name, t.poor)}`;
}

/**
 * A p75 marked with its rating's color (a swatch beside the figure: the figure itself stays in the text
 * color, which keeps its contrast on any row); the rating is also said in words, for whoever does not see
 * the color.
 */
export function VitalValue({ name, figure }: { name: VitalName; figure: VitalFigure | null }) {
  if (!figure)
    return (
      <span>
        <span aria-hidden>—</span>
        <VisuallyHidden>not measured</VisuallyHidden>
      </span>
    );
  return (
    <Group component="span" gap={6} wrap="nowrap" display="inline-flex" data-rating={figure.rating}>
      <ColorSwatch
        component="span"
        color={`var(--mantine-color-${RATING_COLORS[figure.rating]}-6)`}
        size={12}
        withShadow={false}
        aria-hidden
      />
      <span>{formatVital(name, figure.p75)}</span>
      <VisuallyHidden> ({RATING_LABELS[figure.rating]})</VisuallyHidden>
    </Group>
  );
}

/** A table row's cells of the four figures, in VITAL_NAMES order, right-aligned. */
export function VitalCells({ figures }: { figures: VitalsFigures }) {
  return VITAL_NAMES.map((n) => (
    <Table.Td key={n} ta="right">
      <VitalValue name={n} figure={figures[n]} />
    </Table.Td>
  ));
}
