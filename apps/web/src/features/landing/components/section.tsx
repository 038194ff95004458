import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';

interface SectionProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** Background: plain white, light grey, or a soft teal wash. */
  tone?: 'plain' | 'alt' | 'tinted';
  /** Centre the heading block (default) or align it to the start. */
  align?: 'center' | 'start';
  children: ReactNode;
}

const toneClass = { plain: undefined, alt: classes.alt, tinted: classes.tinted };

/** A landing section: a labelled landmark that nav links can scroll to and focus. */
export function Section({ id, title, eyebrow, lead, tone = 'plain', align = 'center', children }: SectionProps) {
  const titleId = `${id}-title`;
  const centered = align === 'center';
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={[classes.section, toneClass[tone]].filter(Boolean).join(' ')}
    >
      <Container size="xl">
        <Stack gap="sm" align={centered ? 'center' : 'flex-start'} ta={centered ? 'center' : 'left'} mb={{ base: 32, md: 48 }}>
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={2} id={titleId} className={classes.heading}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={classes.checkList}>
      {items.map((item) => (
        <li key={item}>
          <svg
            className={classes.checkIcon}
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
            focusable="false"
          >
            <path d="m5 12 5 5L20 7" />
          </svg>
          <Text span>{item}</Text>
        </li>
      ))}
    </ul>
  );
}
