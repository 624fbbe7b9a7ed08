/** Chooses which run a panel shows (the Objects view and the Model state diff share the choice). */
import { setFocusSide, useExplainer } from '../store';
import { useT } from './i18n';

export function SideSwitch({ name, legend }: { name: string; legend: string }) {
  const side = useExplainer((s) => s.focusSide);
  const t = useT();
  return (
    <fieldset className="side-switch">
      <legend className="sr-only">{legend}</legend>
      {(['before', 'after'] as const).map((s) => (
        <label key={s}>
          <input type="radio" name={name} checked={side === s} onChange={() => setFocusSide(s)} />
          {s === 'before' ? t('Before fix') : t('After fix')}
        </label>
      ))}
    </fieldset>
  );
}
