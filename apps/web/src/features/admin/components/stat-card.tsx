import { Paper, Skeleton, Text } from '@mantine/core';

/**
 * The shade a figure is drawn in, by the palette its caller names (`green` = good, `yellow` = needs
 * attention, …): the figure is large text (28 px bold) on the card's white, which WCAG 2.2 AA holds to
 * 3:1, and these palettes' usual shades read less (green #40c057 2.36:1, yellow.8 #f08c00 2.48:1, orange
 * #fd7e14 2.57:1, cyan #15aabf 2.79:1, lime #82c91e 2.03:1). Each goes to its darkest shade (green.9
 * #2b8a3e 4.37:1, orange.9 #d9480f 4.30:1, cyan.9 5.59:1, lime.9 3.69:1); yellow, whose darkest reads
 * 3.0:1 at best, to orange.9, still the colour of "attention". Any shade of these palettes is mapped, so
 * `green` and `green.9` look alike; other colours (red 3.3:1, blue 3.6:1, teal, gray, …) are drawn as given.
 */
const READABLE_SHADES: Record<string, string> = {
  green: 'green.9',
  yellow: 'orange.9',
  orange: 'orange.9',
  cyan: 'cyan.9',
  lime: 'lime.9',
};

/** The caller's colour, or the readable shade of its palette (see READABLE_SHADES). */
function readableFigureColor(color: string | undefined): string | undefined {
  return color && (READABLE_SHADES[color.replace(/\.\d$/, '')] ?? color);
}

/** A labelled count (or a figure already formatted, e.g. a percentage); the label names it for screen readers too. */
export function StatCard({ label, value, color }: { label: string; value: number | string | null | undefined; color?: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Skeleton height={28} width={60} mt={6} />
      ) : (
        <Text fz={28} fw={700} c={readableFigureColor(color)}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
