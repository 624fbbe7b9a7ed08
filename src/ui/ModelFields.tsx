/**
 * A model's state in the variables view: each field with its value and whether it is in
 * `model_fields_set`, what came in for it when validation changed it (and which validators ran),
 * the key a dump by alias writes for it; then what the model dumps or holds beside its fields —
 * computed fields, extras, `__dict__` keys that are no fields.
 */
import type { ReactNode } from 'react';
import type { ModelField, ModelState } from '../explain';
import { type Translate, useT } from './i18n';

/** The line under a field's value: what validation received and did, where it read it from. */
function inputNote(f: ModelField, t: Translate): string | null {
  const input = f.note.input;
  if (!input) return null;
  const parts: string[] = [];
  if (input.changed)
    parts.push(
      f.note.validators.length
        ? t('came in as {input}, changed by {validators}', { input: input.text, validators: f.note.validators.map((v) => `${v}()`).join(', ') })
        : t('came in as {input}, converted by validation', { input: input.text }),
    );
  if (input.key !== null) parts.push(t('read from “{key}”', { key: input.key }));
  return parts.length ? parts.join(' · ') : null;
}

function FieldRow({ f }: { f: ModelField }) {
  const t = useT();
  const note = inputNote(f, t);
  return (
    <tr className={f.set ? 'set' : 'unset'}>
      <th scope="row">
        {f.name}
        {f.note.dumpKey !== null && <span className="dump-key">{t('dumped as “{key}”', { key: f.note.dumpKey })}</span>}
      </th>
      <td className="marker">
        <span className={f.set ? 'badge set' : 'badge default'} title={f.set ? t('in model_fields_set') : t('not in model_fields_set')}>
          {f.set ? t('set') : t('default')}
        </span>
      </td>
      <td>
        <code title={f.text}>{f.text}</code>
        {note && <span className={`field-input ${f.note.input?.changed ? 'changed' : ''}`}>{note}</span>}
      </td>
    </tr>
  );
}

/** A row for a name the model has beside its fields. */
function OtherRow({ name, badge, title, children }: { name: string; badge: string; title: string; children: ReactNode }) {
  return (
    <tr className="other">
      <th scope="row">{name}</th>
      <td className="marker">
        <span className="badge other" title={title}>
          {badge}
        </span>
      </td>
      <td>{children}</td>
    </tr>
  );
}

export function ModelFields({ m }: { m: ModelState }) {
  const t = useT();
  return (
    <div className="model">
      <h3>
        <code>{m.via}</code>: {t('{type} fields', { type: m.type })}
      </h3>
      <table className="fields" aria-label={t('{type} fields and model_fields_set', { type: m.type })}>
        <tbody>
          {m.fields.map((f) => (
            <FieldRow key={f.name} f={f} />
          ))}
          {m.computed.map((name) => (
            <OtherRow key={`computed ${name}`} name={name} badge={t('computed')} title={t('a computed field: not in model_fields_set')}>
              <span className="field-input">{t('computed when dumped; not a field, never in model_fields_set')}</span>
            </OtherRow>
          ))}
          {m.extra.map((x) => (
            <OtherRow key={`extra ${x.name}`} name={x.name} badge={t('extra')} title={t("kept by extra='allow': dumped, not a field")}>
              <code title={x.text}>{x.text}</code>
            </OtherRow>
          ))}
          {m.notFields.map((x) => (
            <OtherRow key={`attr ${x.name}`} name={x.name} badge={t('not a field')} title={t('written into the model’s __dict__: not dumped')}>
              <code title={x.text}>{x.text}</code>
            </OtherRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
