/** The scenario builder: the walkthrough's own form (loaded after the first paint), which writes the script. */
import { type ComponentType, useEffect, useState } from 'react';
import { resyncForm, updateForm, useExplainer, walkthrough } from '../store';
import type { FormProps } from '../walkthroughs';
import { useT } from './i18n';
import { useNarrow } from './use-narrow';

/** The walkthrough's form component, once loaded. */
function useForm(): ComponentType<FormProps> | null {
  const [Form, setForm] = useState<{ component: ComponentType<FormProps> } | null>(null);
  useEffect(() => {
    let live = true;
    void walkthrough()
      .scenario.Form()
      .then((component) => {
        if (live) setForm({ component });
      });
    return () => {
      live = false;
    };
  }, []);
  return Form?.component ?? null;
}

export function Builder() {
  const t = useT();
  const form = useExplainer((s) => s.form);
  const inSync = useExplainer((s) => s.formInSync);
  const presetId = useExplainer((s) => s.presetId);
  const narrow = useNarrow();
  const Form = useForm();
  return (
    <details className="builder" open={!narrow}>
      <summary>{t(walkthrough().scenario.formTitle)}</summary>
      {!inSync && (
        <div className="out-of-sync" role="status">
          {presetId
            ? t('This preset’s script was written by hand, so the form does not describe it.')
            : t('The script was edited directly, so the form no longer describes it.')}{' '}
          <button type="button" onClick={() => void resyncForm()}>
            {t('Rewrite the script from the form')}
          </button>
        </div>
      )}
      {Form && <Form form={form} update={(patch) => void updateForm(patch)} t={t} narrow={narrow} />}
    </details>
  );
}
