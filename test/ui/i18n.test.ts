/**
 * Every text in both languages, one way (src/walkthroughs/i18n.ts). The app's texts are its
 * `t('English')` calls, found by scanning src/ui; each walkthrough's are its `msg('English')` and
 * `t('English')` calls, found by scanning its folder, and every text its loaded data carries. The
 * app's Chinese catalog must hold exactly the app's texts, and each walkthrough's exactly its own,
 * with the same placeholders. JSX text and labelling attributes must not bypass `t` (a short
 * allowlist of code and proper names excepted).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../src/cli/walkthrough-check';
import { zhCN } from '../../src/ui/i18n/zh-CN';
import { type Catalog, format, loadCatalog, loadWalkthrough, translator, walkthroughs } from '../../src/walkthroughs';
import { root } from '../helpers';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(name) && !name.startsWith('zh-CN')) yield p;
  }
}

/** The English texts a folder's source passes to `t(…)` (and `msg(…)`, with `data`). */
function textsIn(dir: string, data = false): Set<string> {
  const call = data ? /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g : /\bt\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
  const out = new Set<string>();
  for (const f of files(dir)) for (const m of readFileSync(f, 'utf8').matchAll(call)) out.add(m[2].replace(/\\(.)/g, '$1'));
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function catalogMatches(catalog: Catalog, texts: ReadonlySet<string>): void {
  expect([...texts].filter((m) => !(m in catalog))).toEqual([]);
  expect(Object.keys(catalog).filter((k) => !texts.has(k))).toEqual([]);
  for (const [k, v] of Object.entries(catalog)) {
    expect(placeholders(v), k).toEqual(placeholders(k));
    expect(v.split('`').length, k).toBe(k.split('`').length);
    expect(v.trim().length, k).toBeGreaterThan(0);
  }
}

/** Text in JSX that is code or a name, the same in every language. */
const untranslated = new Set([
  'prompt_ids',
  'response_ids',
  'response_mask',
  'response_logprobs',
  'routed_experts',
  'reward_score',
  'num_turns',
  'AgentLoopMetrics(…)',
]);

const appTexts = textsIn(join(root, 'src', 'ui'));

describe('languages', () => {
  it('finds the app’s texts', () => {
    expect(appTexts.size).toBeGreaterThan(150);
    expect(appTexts).toContain('Take the guided tour');
  });

  it('has a Chinese translation for every text of the app, with the same placeholders, and nothing stale', () => {
    catalogMatches(zhCN, appTexts);
  });

  it('routes visible JSX text and labels through t(), in the app and in every walkthrough’s form', () => {
    const offenders: string[] = [];
    const tsx = [...files(join(root, 'src', 'ui')), ...files(join(root, 'src', 'walkthroughs'))].filter((f) => f.endsWith('.tsx'));
    for (const f of tsx) {
      const code = readFileSync(f, 'utf8')
        .replace(/\/\/.*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      for (const m of code.matchAll(/>\s*([^<>{}]*[A-Za-z]{2,}[^<>{}]*?)\s*</g)) {
        // Type arguments (`useState<X>(`) look like text between brackets: skip anything code-shaped.
        if (!/=>|\(|\)|&&|\|\||;|=|,\s*\w+:\s/.test(m[1]) && !untranslated.has(m[1].trim())) offenders.push(`${f}: text ${JSON.stringify(m[1].trim())}`);
      }
      for (const m of code.matchAll(/\b(aria-label|title|placeholder|label|legend|name)="([^"]*[A-Za-z]{2,}[^"]*)"/g)) {
        if (m[1] === 'name') continue;
        if (!untranslated.has(m[2])) offenders.push(`${f}: ${m[1]}=${JSON.stringify(m[2])}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  for (const meta of walkthroughs) {
    it(`${meta.id}: its catalog translates every text of the walkthrough (source and data), and nothing stale`, async () => {
      const dir = join(root, 'src', 'walkthroughs', meta.id);
      expect(existsSync(join(dir, 'zh-CN.ts'))).toBe(true);
      const texts = textsIn(dir, true);
      const w = await loadWalkthrough(meta.id);
      if (!w) throw new Error(meta.id);
      // Every text the data carries is marked where it is written (msg), so the catalog can be held to the source.
      expect((await textsOf(w)).filter((t) => !texts.has(t))).toEqual([]);
      catalogMatches(await loadCatalog(meta.id, 'zh-CN'), texts);
    });
  }

  it('formats placeholders and falls back to English for a text without a translation', () => {
    expect(format('Step {n} of {total}', { n: 3, total: 9 })).toBe('Step 3 of 9');
    expect(translator([zhCN])('Step {n} of {total}', { n: 3, total: 9 })).toBe('第 3 步，共 9 步');
    expect(translator([undefined, { a: 'b' }])('a')).toBe('b');
    expect(translator([zhCN])('not a message', {})).toBe('not a message');
    expect(translator([])('{x} stays', {})).toBe('{x} stays');
  });
});
