import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from `step` up to `total`, `step` more per macrotask, each as a transition: a long list of
 * heavy children mounts in several short tasks instead of one long one, so the browser paints and answers
 * input in between (mounting every landing section below the fold at once blocked the main thread for
 * about 250 ms at Lighthouse's mobile CPU).
 */
export function useStagedCount(total: number, step: number): number {
  const [shown, setShown] = useState(() => Math.min(step, total));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(n + step, total))), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
