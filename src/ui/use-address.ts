/**
 * Keeps the address bar on a link to exactly the view on screen (replacing, not adding, history
 * entries), so a reload or a copied URL opens the same step. The link module loads on the first
 * change; a newer change wins over a slower older one.
 */
import { useEffect } from 'react';
import { viewChanges } from '../store/store';

export function useAddressSync(): void {
  useEffect(() => {
    if (typeof CompressionStream === 'undefined') return;
    const update = () => {
      const ticket = viewChanges.count;
      void import('../store/link').then(async (m) => {
        const link = await m.linkToView();
        if (ticket === viewChanges.count) history.replaceState(history.state, '', `${location.pathname}${location.search}${link}`);
      });
    };
    viewChanges.listeners.add(update);
    // A link opened before the first render (or a broken one) is replaced by the view it became.
    if (location.hash) update();
    return () => {
      viewChanges.listeners.delete(update);
    };
  }, []);
}
