/**
 * Both languages have every message. The UI's messages are its `t('English text')` calls,
 * found by scanning src/ui; the Chinese catalog must hold exactly those keys with the same
 * placeholders. JSX text and labelling attributes must not bypass `t` (a short allowlist of
 * code and proper names excepted), and every walkthrough text exists in both languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { format, translator } from '../../src/ui/i18n';
import { zhCN } from '../../src/ui/i18n/zh-CN';
import { languages } from '../../src/walkthroughs/localized';
import { checkTitles, fixes } from '../../src/walkthroughs/verl-7491/fixes';
import { explanations } from '../../src/walkthroughs/verl-7491/preset-scripts';
import { presets, presetTitles } from '../../src/walkthroughs/verl-7491/presets';
import { root } from '../helpers';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(name) && !name.startsWith('zh-CN')) yield p;
  }
}

const sources = [...files(join(root, 'src', 'ui'))].map((f) => ({ f, text: readFileSync(f, 'utf8') }));
const messages = new Set<string>();
for (const { text } of sources) for (const m of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g)) messages.add(m[2].replace(/\\(.)/g, '$1'));

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Text in the UI that is code or a name, the same in every language. */
const untranslated = new Set([
  'verl PR #7491',
  'prompt_ids',
  'response_ids',
  'response_mask',
  'response_logprobs',
  'routed_experts',
  'reward_score',
  'num_turns',
  'AgentLoopMetrics(…)',
]);

describe('languages', () => {
  it('finds the UI’s messages', () => {
    expect(messages.size).toBeGreaterThan(150);
    expect(messages).toContain('Take the guided tour');
  });

  it('has a Chinese translation for every message, with the same placeholders, and nothing stale', () => {
    const missing = [...messages].filter((m) => !(m in zhCN));
    const stale = Object.keys(zhCN).filter((k) => !messages.has(k));
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
    for (const [k, v] of Object.entries(zhCN)) {
      expect(placeholders(v), k).toEqual(placeholders(k));
      expect(v.split('`').length, k).toBe(k.split('`').length);
      expect(v.trim().length, k).toBeGreaterThan(0);
    }
  });

  it('routes visible JSX text and labels through t()', () => {
    const offenders: string[] = [];
    for (const { f, text } of sources) {
      if (!f.endsWith('.tsx')) continue;
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
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

  it('writes every walkthrough text in both languages', async () => {
    const zhTitles = await presetTitles('zh-CN');
    expect(Object.keys(zhTitles).sort()).toEqual(presets.map((p) => p.id).sort());
    for (const title of Object.values(zhTitles)) expect(title.trim().length).toBeGreaterThan(0);
    const texts = [...Object.values(explanations), ...fixes.flatMap((f) => [f.title, f.verdict]), ...Object.values(checkTitles)];
    for (const text of texts) for (const lang of languages) expect(text[lang]?.trim().length ?? 0).toBeGreaterThan(0);
    expect(Object.keys(explanations).sort()).toEqual(presets.map((p) => p.id).sort());
  });

  it('formats placeholders and falls back to English for a message without a translation', () => {
    expect(format('Step {n} of {total}', { n: 3, total: 9 })).toBe('Step 3 of 9');
    expect(translator(zhCN)('Step {n} of {total}', { n: 3, total: 9 })).toBe('第 3 步，共 9 步');
    expect(translator(zhCN)('not a message', {})).toBe('not a message');
    expect(translator(undefined)('{x} stays', {})).toBe('{x} stays');
  });
});
