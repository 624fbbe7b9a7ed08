/**
 * Keeps the address bar on a link to exactly the view on screen (replacing, not adding, history
 * entries), so a reload or a copied URL opens the same step. It follows the store: whenever what
 * a link carries changes, it writes the new link after a pause
 * (holding → must not flood the history API, which browsers throttle); a newer write wins over
 * a slower older one. A page opened on a link writes the view that link became, or, for a link
 * it refused, the view it showed instead.
 */
import { useEffect } from 'react';
import { type ExplainerState, linkToView, rememberAddress, useExplainer } from '../store';

const PAUSE_MS = 200;

/** What a link carries, as one comparable value. */
function viewKey(s: ExplainerState): string {
  return JSON.stringify([s.script, s.row, s.granularity, s.afterSource, s.tour?.stop ?? null, s.lab, s.presetId, s.notice?.kind ?? null]);
}

export function useAddressSync(): void {
  useEffect(() => {
    if (typeof CompressionStream === 'undefined') return;
    let last = location.hash ? null : viewKey(useExplainer.getState());
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticket = 0;
    const write = () => {
      const mine = ++ticket;
      void linkToView().then((link) => {
        if (mine !== ticket) return;
        history.replaceState(history.state, '', `${location.pathname}${location.search}${link}`);
        rememberAddress(link);
      });
    };
    const unsubscribe = useExplainer.subscribe((s) => {
      const key = viewKey(s);
      if (key === last) return;
      last = key;
      clearTimeout(timer);
      timer = setTimeout(write, PAUSE_MS);
    });
    return () => {
      clearTimeout(timer);
      // A link still being made is for a page that is gone: it must not save its session.
      ticket++;
      unsubscribe();
    };
  }, []);
}
