import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true one frame later: parts of the page a reader does not
 * need first mount after the outcome banners are on screen.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(id);
  }, []);
  return ready;
}
