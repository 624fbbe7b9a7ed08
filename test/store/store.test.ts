// @vitest-environment jsdom
/** The store on its own, without React: actions in, state out. */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from './fresh';

describe('explainer store', () => {
  beforeEach(() => localStorage.clear());

  it('starts on the default scenario with both runs and the cursor at the end', async () => {
    const s = await freshStore();
    const st = s.useExplainer.getState();
    expect(st.formInSync).toBe(true);
    expect(st.pending).toBe(false);
    expect(st.before?.ok && st.before.trace.end.status).toBe('error');
    expect(st.after?.ok && st.after.trace.end.status).toBe('ok');
    expect(st.row).toBe(st.alignment.rows.length - 1);
  });

  it('rewrites the script from the form, and notices direct edits', async () => {
    const s = await freshStore();
    await s.updateForm({ extraMode: 'explicit-empty' });
    expect(s.useExplainer.getState().script).toContain('extra_fields={}');
    const rev = s.useExplainer.getState().scriptRevision;
    await s.editScript(`${s.useExplainer.getState().script}# note\n`);
    expect(s.useExplainer.getState().formInSync).toBe(false);
    expect(s.useExplainer.getState().scriptRevision).toBe(rev);
    await s.resyncForm();
    expect(s.useExplainer.getState().formInSync).toBe(true);
    expect(s.useExplainer.getState().scriptRevision).toBe(rev + 1);
  });

  it('moves the cursor within bounds and jumps to the divergence', async () => {
    const s = await freshStore();
    s.goFirst();
    expect(s.useExplainer.getState().row).toBe(0);
    s.step(-5);
    expect(s.useExplainer.getState().row).toBe(0);
    s.goLast();
    const last = s.useExplainer.getState().alignment.rows.length - 1;
    expect(s.useExplainer.getState().row).toBe(last);
    s.step(10);
    expect(s.useExplainer.getState().row).toBe(last);
    s.jumpToDivergence();
    expect(s.useExplainer.getState().row).toBe(s.useExplainer.getState().alignment.firstDivergence);
  });

  it('keeps the cursor on the same after-fix step when switching granularity', async () => {
    const s = await freshStore();
    s.jumpToDivergence();
    const st = s.useExplainer.getState();
    const step = st.alignment.rows[st.row].after;
    s.setGranularity('statements');
    const now = s.useExplainer.getState();
    expect(now.alignment.rows[now.row].after).toBe(step);
  });

  it('persists script, form, granularity and cursor, and restores them', async () => {
    let s = await freshStore();
    await s.loadPreset('set-none');
    s.goFirst();
    s.setGranularity('statements');
    const script = s.useExplainer.getState().script;
    s = await freshStore();
    const st = s.useExplainer.getState();
    expect(st.script).toBe(script);
    expect(st.presetId).toBe('set-none');
    expect(st.granularity).toBe('statements');
    expect(st.row).toBe(0);
    await s.resetScenario();
    expect(s.useExplainer.getState().presetId).toBeNull();
  });

  it('explains the None preset: both versions fail, on different lines', async () => {
    const s = await freshStore();
    await s.loadPreset('set-none');
    const { before, after } = s.useExplainer.getState();
    const b = before?.ok && before.trace.end.status === 'error' ? before.trace.end : null;
    const a = after?.ok && after.trace.end.status === 'error' ? after.trace.end : null;
    expect(b?.message).toBe("'NoneType' object has no attribute 'pop'");
    // After the fix, setdefault's argument self.extra_fields.copy() fails before setdefault runs.
    expect(a?.message).toBe("'NoneType' object has no attribute 'copy'");
    expect(b?.traceback.at(-1)?.line).toBe(78);
    expect(a?.traceback.at(-1)?.line).toBe(79);
  });
});

describe('optional libraries', () => {
  it('loads pytest on demand before running a script that imports it', async () => {
    const s = await freshStore();
    await s.editScript('import pytest\nwith pytest.raises(KeyError):\n    {}["k"]\nok = True\n');
    const { after } = s.useExplainer.getState();
    expect(after?.ok && after.trace.end.status).toBe('ok');
  });
});
