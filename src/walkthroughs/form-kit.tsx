/**
 * The controls a walkthrough's scenario form is built from: text fields, radio choices and
 * checkboxes bound to one field of the form each. Labels arrive translated (the form calls
 * `t('…')`); the page styles them (`.field`, `.choice`, `.field-grid`).
 */
import type { ReactNode } from 'react';
import type { FormValues } from './types';

interface Bound {
  /** The form field this control edits. */
  readonly name: string;
  readonly form: FormValues;
  readonly update: (patch: FormValues) => void;
}

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in as a child
    <label className="field">
      <span className="label">{label}</span>
      {children}
      {hint && <span className="hint">{hint}</span>}
    </label>
  );
}

/** A one-line text field. */
export function TextField({ name, form, update, label, hint, placeholder }: Bound & { label: string; hint?: string; placeholder?: string }) {
  const value = form[name];
  return (
    <Field label={label} hint={hint}>
      <input
        type="text"
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        onChange={(e) => update({ [name]: e.target.value })}
        spellCheck={false}
      />
    </Field>
  );
}

/** One of several values, as radio buttons: `options` are `[value, label]` pairs. */
export function ChoiceField({ name, form, update, legend, options }: Bound & { legend: string; options: readonly (readonly [string, string])[] }) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map(([value, text]) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={form[name] === value} onChange={() => update({ [name]: value })} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/** A yes/no field. */
export function CheckField({ name, form, update, label }: Bound & { label: string }) {
  return (
    <label className="check">
      <input type="checkbox" checked={form[name] === true} onChange={(e) => update({ [name]: e.target.checked })} />
      {label}
    </label>
  );
}

/** Short fields side by side. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="field-grid">{children}</div>;
}
