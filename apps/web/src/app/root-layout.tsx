import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';

/** Only show the placeholder for loads that are long enough to notice, to avoid flashes. */
const SHOW_LOADER_AFTER_MS = 150;

/**
 * Root of every route. Routes are lazy, so a navigation waits for the next screen's chunk;
 * the full-screen placeholder covers that wait.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const [slowLoad, setSlowLoad] = useState(false);
  const showLoader = loading && slowLoad;

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setSlowLoad(true);
    }, SHOW_LOADER_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlowLoad(false);
    };
  }, [loading]);

  return (
    <>
      <Outlet />
      {showLoader && <FullScreenLoader overlay />}
      <ScrollRestoration />
    </>
  );
}
