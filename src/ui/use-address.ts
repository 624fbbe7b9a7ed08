/**
 * Keeps the address bar on a link to exactly the view on screen (replacing, not adding, history
 * entries), so a reload or a copied URL opens the same step. Updates wait for a pause (holding →
 * must not flood the history API, which browsers throttle); the link module loads on the first
 * change; a newer change wins over a slower older one.
 */
import { useEffect } from 'react';
import { viewChanges } from '../store/store';

const PAUSE_MS = 200;

export function useAddressSync(): void {
  useEffect(() => {
    if (typeof CompressionStream === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      const ticket = viewChanges.count;
      void import('../store/link').then(async (m) => {
        const link = await m.linkToView();
        if (ticket === viewChanges.count) history.replaceState(history.state, '', `${location.pathname}${location.search}${link}`);
      });
    };
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(write, PAUSE_MS);
    };
    viewChanges.listeners.add(update);
    // A link opened (or refused) before this first render is replaced by the view it became.
    if (viewChanges.count > 0) update();
    return () => {
      clearTimeout(timer);
      viewChanges.listeners.delete(update);
    };
  }, []);
}
