import type { ReactNode } from 'react';
import { useT, type MessageKey } from '@/i18n/storefront-intl';
import classes from './states.module.css';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Stack } from './ui/stack';

/** Home failure (docs/product.md#messages): 'Error Occurred', the message, and Try Again reloads the page. */
export function ErrorOccurredCard({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={classes.state} role="alert">
      <h2 className={classes.title}>{t('state.errorOccurred')}</h2>
      <p className={classes.message}>{message}</p>
      <Button
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('state.tryAgain')}
      </Button>
    </div>
  );
}

/** A page's load failure with a retry that only refetches that page's data. */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className={classes.state} role="alert">
      <h2 className={classes.title}>{title ?? t('state.somethingWrong')}</h2>
      <p className={classes.message}>{message}</p>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          {t('state.tryAgain')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`${classes.state} ${classes.empty}`}>
      <h2 className={classes.title}>{title}</h2>
      {children && <div className={classes.message}>{children}</div>}
    </div>
  );
}

/** Text lines while a section loads. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  const t = useT();
  return (
    <Stack gap={12} aria-busy="true" aria-label={t('state.loading')}>
      <Skeleton height={28} width="45%" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={12} width={i === lines - 1 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

/** Card grid while a list loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div className={classes.skeletonGrid} aria-busy="true" aria-label={t('state.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap={10}>
          <Skeleton height={160} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      ))}
    </div>
  );
}

/**
 * A load failure's text: on an English site the API's message when it has one (docs/product.md#messages), else
 * the page's own message (`key`) in the site's language — the API's messages are English.
 */
export const errorText = (error: unknown, t: ReturnType<typeof useT>, key: MessageKey = 'state.pageLoadError'): string =>
  t.intl.locale === 'en' && error instanceof Error && error.message ? error.message : t(key);
