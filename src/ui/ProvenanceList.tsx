/** Why each returned key is there (and which fields exclude_unset dropped): a detail under the banner, loaded after the headline. */
import type { Trace } from '../engine';
import { provenanceOf } from '../explain';

export function ProvenanceList({ trace, model, script }: { trace: Trace; model: string; script: string }) {
  const provenance = provenanceOf(trace, { model, script });
  if (!provenance) return null;
  return (
    <ul className="provenance" aria-label="Why each key is there">
      {provenance.keys.map((k) => (
        <li key={k.key}>
          <code>{k.key}</code> <span className={`why why-${k.reason}`}>{k.text}</span>
        </li>
      ))}
      {provenance.dropped.length > 0 && (
        <li className="dropped">
          dropped by <code>exclude_unset</code> (never set):{' '}
          {provenance.dropped.map((d) => (
            <code key={d}>{d}</code>
          ))}
        </li>
      )}
    </ul>
  );
}
