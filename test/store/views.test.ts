// @vitest-environment jsdom
/**
 * The store's views beyond the explainer: links that reopen a view (and refuse broken ones), the
 * tour's question-then-reveal, the fix lab's checks on edits and on gallery fixes, and what a
 * reload keeps (edits, scenario, language) until a deliberate reset.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from './fresh';

/** The store (its tour's, lab's and links' actions are the same module). */
async function fresh(started = true) {
  const store = await freshStore('verl-7491', started);
  return { store, link: store, tour: store, lab: store };
}

/** The walkthrough's gallery of fixes. */
async function galleryOf(store: Awaited<ReturnType<typeof freshStore>>) {
  return (await store.loadLab()).fixes;
}

describe('views', () => {
  beforeEach(() => localStorage.clear());

  it('a link reopens the same script, step, edited source and fix lab in a fresh session', async () => {
    const a = await fresh();
    await a.store.loadPreset('explicit-extra');
    await a.lab.openLab();
    await a.lab.loadFix((await galleryOf(a.store))[1]);
    a.store.goTo(5);
    const sent = a.store.useExplainer.getState();
    const hash = await a.link.linkToView();
    localStorage.clear();

    const b = await fresh();
    expect(b.store.useExplainer.getState().script).not.toBe(sent.script);
    await b.link.openLink(hash);
    const got = b.store.useExplainer.getState();
    expect(got.script).toBe(sent.script);
    expect(got.afterSource).toBe(sent.afterSource);
    expect(got.row).toBe(5);
    expect(got.lab).toBe(true);
    expect(got.notice).toBeNull();
  });

  it('the tour puts the reader’s own scenario aside and brings it back when they leave (issue 13, defect 7)', async () => {
    const a = await fresh();
    const mine = 'output = AgentLoopOutput(prompt_ids=[7], response_ids=[8], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n';
    await a.store.editScript(mine);
    await a.tour.startTour();
    expect(a.store.useExplainer.getState().script).not.toBe(mine);
    expect(a.store.useExplainer.getState().beforeTour?.script).toBe(mine);
    await a.tour.nextStop();
    await a.tour.exitTour();
    const back = a.store.useExplainer.getState();
    expect(back.script).toBe(mine);
    expect(back.presetId).toBeNull();
    expect(back.beforeTour).toBeNull();
    expect(back.before?.ok && back.before.trace.statements.length).toBeGreaterThan(0);
  });

  it('the scenario the tour put aside survives a reload mid-tour, and leaving the tour still brings it back', async () => {
    const a = await fresh();
    const mine = 'output = AgentLoopOutput(prompt_ids=[7], response_ids=[8], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n';
    await a.store.editScript(mine);
    await a.tour.startTour();
    await a.tour.nextStop();
    const b = await fresh();
    const reloaded = b.store.useExplainer.getState();
    expect(reloaded.tour?.stop).toBe(1);
    expect(reloaded.script).not.toBe(mine);
    expect(reloaded.beforeTour?.script).toBe(mine);
    await b.tour.exitTour();
    expect(b.store.useExplainer.getState().script).toBe(mine);
    // Once back, a reload brings no tour scenario back (nothing is put aside any more).
    const c = await fresh();
    expect(c.store.useExplainer.getState().beforeTour).toBeNull();
    expect(c.store.useExplainer.getState().script).toBe(mine);
  });

  it('a link taken while a tour question is open opens the question, not its answer (issue 13, defect 6)', async () => {
    const a = await fresh();
    await a.tour.openStop(5);
    expect(a.store.useExplainer.getState().tour?.asking).toBe(true);
    const hash = await a.link.linkToView();
    localStorage.clear();
    const b = await fresh();
    await b.link.openLink(hash);
    const got = b.store.useExplainer.getState();
    expect(got.tour).toEqual({ stop: 5, choice: null, asking: true });
    expect(got.row).toBe(0);
  });

  it('a link to a tour stop opens that stop with its answer shown, on the step it names', async () => {
    const a = await fresh();
    await a.tour.openStop(5);
    a.tour.choose('returns');
    a.tour.reveal();
    const sent = a.store.useExplainer.getState();
    const hash = await a.link.linkToView();
    localStorage.clear();
    const b = await fresh();
    await b.link.openLink(hash);
    const got = b.store.useExplainer.getState();
    expect(got.tour).toEqual({ stop: 5, choice: null, asking: false });
    expect(got.row).toBe(sent.row);
    expect(got.presetId).toBe('pr-test-teacher');
  });

  it('a page opened on a link to its own saved view runs that view (nothing else started it)', async () => {
    const a = await fresh();
    await a.store.loadPreset('explicit-extra');
    const hash = await a.link.linkToView();
    // Reloaded with the address bar's link: the saved session and the link are the same view.
    const b = await fresh(false);
    expect(b.store.useExplainer.getState().before).toBeNull();
    await b.link.openLink(hash);
    const got = b.store.useExplainer.getState();
    expect(got.pending).toBe(false);
    expect(got.before?.ok && got.after?.ok).toBe(true);
    expect(got.script).toBe(a.store.useExplainer.getState().script);
  });

  it('a link to another walkthrough names it (the page sends the reader there); an old link without an id is verl-7491’s', async () => {
    const a = await fresh();
    const { encodeLink } = await import('../../src/store/permalink');
    const elsewhere = await encodeLink({ w: 'verl-6675', script: 'x = 1\n', row: 0, granularity: 'calls' });
    expect(await a.link.openLink(elsewhere)).toEqual({ kind: 'elsewhere', walkthrough: 'verl-6675' });
    expect(a.store.useExplainer.getState().script).not.toBe('x = 1\n');
  });

  it('a reload with the address bar’s last link opens the saved session, which may be newer than the link', async () => {
    const a = await fresh();
    const first = await a.link.linkToView();
    a.store.rememberAddress(first);
    // The reader typed on; the address bar had not caught up when the page reloaded.
    await a.store.editScript('newer = True\n');
    const b = await fresh(false);
    expect(b.store.isSessionLink(first)).toBe(true);
    await b.link.openLink(first);
    expect(b.store.useExplainer.getState().script).toBe('newer = True\n');
    expect(b.store.isSessionLink(await b.link.linkToView())).toBe(false);
  });

  it('a page opened on a broken link runs the saved session', async () => {
    const b = await fresh(false);
    await b.link.openLink('#s=AAAA');
    expect(b.store.useExplainer.getState().after?.ok).toBe(true);
  });

  it('a broken or foreign link keeps the session and says why', async () => {
    const a = await fresh();
    const before = a.store.useExplainer.getState().script;
    await a.link.openLink('#s=AAAA');
    expect(a.store.useExplainer.getState().notice).toEqual({ kind: 'link-invalid', reason: 'damaged' });
    expect(a.store.useExplainer.getState().script).toBe(before);
    await a.link.openLink('#comments');
    expect(a.store.useExplainer.getState().notice).toEqual({ kind: 'link-invalid', reason: 'foreign' });
  });

  it('the tour hides the outcome until the reveal, then moves to the stop’s step', async () => {
    const { store, tour } = await fresh();
    await tour.startTour();
    expect(store.useExplainer.getState().tour).toEqual({ stop: 0, choice: null, asking: false });
    await tour.nextStop();
    let s = store.useExplainer.getState();
    expect(s.tour).toEqual({ stop: 1, choice: null, asking: true });
    expect(s.row).toBe(0);
    tour.choose('no');
    expect(store.useExplainer.getState().tour).toEqual({ stop: 1, choice: 'no', asking: true });
    tour.reveal();
    // Once revealed, the answer is final.
    tour.choose('yes');
    s = store.useExplainer.getState();
    expect(s.tour?.choice).toBe('no');
    expect(s.tour?.asking).toBe(false);
    const step = s.after?.ok ? s.after.trace.steps.at(s.alignment.rows[s.row].after ?? 0)! : null;
    expect(step?.line).toBe(48);
    expect(tour.computedAnswer((await tour.loadTour())[1])).toBe('no');
  });

  it('the fix lab re-runs the scenario and the checks on every source, and each gallery fix gets its verdict', async () => {
    const { store, lab } = await fresh();
    await lab.openLab();
    const fixes = await galleryOf(store);
    expect(store.useExplainer.getState().labReport?.results.every((r) => r.passed)).toBe(true);
    expect(store.useExplainer.getState().gallery.size).toBe(fixes.length);
    for (const fix of fixes) {
      await lab.loadFix(fix);
      const failed = store.useExplainer
        .getState()
        .labReport?.results.filter((r) => !r.passed)
        .map((r) => r.id);
      expect([...(failed ?? [])].sort(), fix.id).toEqual([...fix.fails].sort());
      expect(lab.fixOnScreen(store.useExplainer.getState().afterSource)?.id).toBe(fix.id);
    }
    await lab.loadFix(fixes.find((f) => f.id === 'no-copy') ?? fixes[0]);
    await store.loadPreset('pr-test-teacher');
    const after = store.useExplainer.getState().after;
    expect(after?.ok && after.trace.end.status).toBe('error');
    lab.editModel('this is not python (\n');
    await lab.refreshChecks();
    await store.settled();
    expect(store.useExplainer.getState().labReport?.problem).toMatch(/^model line \d+: SyntaxError/);
    expect(store.useExplainer.getState().after?.ok).toBe(false);
    await lab.restoreModel();
    expect(store.useExplainer.getState().labReport?.results.every((r) => r.passed)).toBe(true);
  });

  it('a reload keeps edits, scenario, language, tour and lab; reset undoes them all', async () => {
    const a = await fresh();
    await a.store.editScript(
      'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n',
    );
    await a.lab.openLab();
    a.lab.editModel(a.store.useExplainer.getState().afterSource.replace('.copy()', ''));
    await a.store.settled();
    a.store.setLanguage('zh-CN');
    await a.tour.openStop(3);
    const saved = a.store.useExplainer.getState();

    const b = await fresh();
    const got = b.store.useExplainer.getState();
    expect(got.script).toBe(saved.script);
    expect(got.afterSource).toBe(saved.afterSource);
    expect(got.afterSource).not.toContain('self.extra_fields.copy()');
    expect(got.language).toBe('zh-CN');
    expect(got.lab).toBe(true);
    expect(got.tour).toEqual(saved.tour);

    await b.store.resetAll();
    const reset = b.store.useExplainer.getState();
    expect(reset.afterSource).toContain('self.extra_fields.copy()');
    expect(reset.language).toBe('en');
    expect(reset.lab).toBe(false);
    expect(reset.tour).toBeNull();
    const c = await fresh();
    expect(c.store.useExplainer.getState().script).toBe(reset.script);
    expect(c.store.useExplainer.getState().language).toBe('en');
  });
});
