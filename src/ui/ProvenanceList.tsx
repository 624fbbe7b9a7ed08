/** Why each returned key is there (and which fields exclude_unset dropped): a detail under the banner, loaded after the headline. */
import { type KeyReason, provenanceOf, type TraceData } from '../explain';
import { walkthrough } from '../store';
import { type Translate, useT } from './i18n';
import { Rich } from './Rich';

function reasonText(k: KeyReason, t: Translate): string {
  switch (k.reason) {
    case 'rule':
      return t(k.text);
    case 'tensor':
      return t('converted to a tensor: {code}', { code: k.code });
    case 'set-in-constructor':
      return t('kept by model_dump(exclude_unset=True): set in the constructor');
    case 'assigned-after-construction':
      return t('kept by model_dump(exclude_unset=True): assigned after construction, which marks it set');
    case 'dumped':
      return t('kept by model_dump(): it dumps every field');
    case 'added':
      return t('added by: {code}', { code: k.code });
  }
}

export function ProvenanceList({ trace, model, script }: { trace: TraceData; model: string; script: string }) {
  const t = useT();
  const w = walkthrough();
  const provenance = provenanceOf(trace, { model, script }, w.subjects, w.keyRules);
  if (!provenance) return null;
  return (
    <ul className="provenance" aria-label={t('Why each key is there')}>
      {provenance.keys.map((k) => (
        <li key={k.key}>
          <code>{k.key}</code> <span className={`why why-${k.reason}`}>{reasonText(k, t)}</span>
        </li>
      ))}
      {provenance.dropped.length > 0 && (
        <li className="dropped">
          <Rich text={t('dropped by `exclude_unset` (never set):')} />{' '}
          {provenance.dropped.map((d) => (
            <code key={d}>{d}</code>
          ))}
        </li>
      )}
    </ul>
  );
}
