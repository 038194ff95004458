import { Button, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SLIDES, type Slide } from '@/features/landing/content-sections';
import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, wrapIndex } from '@/features/landing/lib/carousel';
import { IconChevronLeft, IconChevronRight } from './more-icons';
import classes from './carousel.module.css';
import { Section } from './section';

interface CarouselProps {
  slides?: Slide[];
  intervalMs?: number;
  /** Start index (tests). */
  initialIndex?: number;
}

/**
 * Back-office preview carousel (docs/product.md#landing): previous/next wrap both ways and it auto-advances every
 * 5000 ms. Auto-advance pauses while the pointer or keyboard focus is inside, or when the visitor pauses it.
 */
export function Carousel({ slides = SLIDES, intervalMs = CAROUSEL_INTERVAL_MS, initialIndex = 0 }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, count));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !stopped && !hovered && !focused && count > 1;

  // Keyed on the index, so a manual move restarts the countdown.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setIndex((current) => nextIndex(current, count));
    }, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, index, count, intervalMs]);

  return (
    <div
      className={classes.frame}
      role="region"
      aria-roledescription="carousel"
      aria-label="Back office preview"
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        <div className={classes.track} style={{ transform: `translateX(-${String(index * 100)}%)` }}>
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.title}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${String(i + 1)} of ${String(count)}: ${slide.title}`}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
              >
                <img src={slide.image} alt={slide.alt} width={640} height={360} loading="lazy" className={classes.image} />
                <div className={classes.caption}>
                  <Title order={3} fz={{ base: 'lg', sm: 'xl' }} mb={4}>
                    {slide.title}
                  </Title>
                  <Text c="gray.7">{slide.text}</Text>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <div className={classes.controls}>
        <button
          type="button"
          className={classes.arrow}
          aria-label="Previous slide"
          onClick={() => {
            setIndex((current) => previousIndex(current, count));
          }}
        >
          <IconChevronLeft size={22} />
        </button>
        <ul className={classes.dots}>
          {slides.map((slide, i) => (
            <li key={slide.title}>
              <button
                type="button"
                className={classes.dot}
                aria-label={`Go to slide ${String(i + 1)}: ${slide.title}`}
                aria-current={i === index}
                onClick={() => {
                  setIndex(i);
                }}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={classes.arrow}
          aria-label="Next slide"
          onClick={() => {
            setIndex((current) => nextIndex(current, count));
          }}
        >
          <IconChevronRight size={22} />
        </button>
        <Button
          type="button"
          variant="subtle"
          color="teal.9"
          size="compact-sm"
          onClick={() => {
            setStopped((value) => !value);
          }}
        >
          {stopped ? 'Play slideshow' : 'Pause slideshow'}
        </Button>
      </div>
    </div>
  );
}

export function BackofficeSection() {
  return (
    <Section
      id="back-office"
      tone="tinted"
      eyebrow="Back office preview"
      title="Run everything from one back office"
      lead="Contacts, leads, blog posts and campaigns in one place, with reports and tools that keep you moving."
    >
      <Carousel />
    </Section>
  );
}
