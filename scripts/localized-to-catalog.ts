/**
 * Moves a walkthrough folder from bilingual records to the one way of localising
 * (`src/walkthroughs/i18n.ts`): every `{ en: '…', 'zh-CN': '…' }` becomes `msg('…')`, its
 * Chinese goes into the folder's catalog `zh-CN.ts` (merged with one already there), and the
 * `Localized` type becomes `Message`. A `presets.zh-CN.ts` of titles by preset id is folded in
 * too (matched to the English titles in `presets.ts`). Prints what it changed.
 *
 *     npx tsx scripts/localized-to-catalog.ts src/walkthroughs/ID
 */
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.|\$(?!\{))*\x60`;
const RECORD = new RegExp(String.raw`\{\s*en:\s*(${STRING}),\s*'zh-CN':\s*(${STRING}),?\s*\}(\s*satisfies\s+Localized)?`, 'g');

/** The value of a JavaScript string literal (no substitutions). */
export function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|.)/g, (_, e: string) => {
    if (e.startsWith('u{')) return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
    if (e.startsWith('u') || e.startsWith('x')) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return (
      ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' } as Record<string, string>)[e] ?? (e.startsWith('\n') || e.startsWith('\r') ? '' : e)
    );
  });
}

function main(folder: string): void {
  const catalogPath = join(folder, 'zh-CN.ts');
  const catalog = new Map<string, string>();
  if (existsSync(catalogPath)) {
    for (const m of readFileSync(catalogPath, 'utf8').matchAll(new RegExp(String.raw`^\s*(${STRING}):\s*(${STRING}),?$`, 'gm')))
      catalog.set(literalValue(m[1]), literalValue(m[2]));
  }
  const before = catalog.size;
  for (const name of readdirSync(folder)) {
    if (!/\.tsx?$/.test(name) || name === 'zh-CN.ts' || name === 'presets.zh-CN.ts') continue;
    const path = join(folder, name);
    let text = readFileSync(path, 'utf8');
    let count = 0;
    text = text.replace(RECORD, (_, en: string, zh: string) => {
      count++;
      catalog.set(literalValue(en), literalValue(zh));
      return `msg(${en})`;
    });
    if (count === 0 && !/\bLocalized\b/.test(text)) continue;
    text = text.replace(/\bLocalized\b/g, 'Message');
    const imports = [/\bMessage\b/.test(text) && 'type Message', count > 0 && 'msg', /\bLanguage\b/.test(text) && 'type Language'].filter(Boolean);
    text = text.replace(/^import type \{[^}]*\} from '\.\.\/localized';\n/m, imports.length ? `import { ${imports.join(', ')} } from '../i18n';\n` : '');
    if (count > 0 && !/from '\.\.\/i18n'/.test(text)) text = `import { msg } from '../i18n';\n${text}`;
    writeFileSync(path, text);
    console.log(`${path}: ${count} texts`);
  }
  const titlesPath = join(folder, 'presets.zh-CN.ts');
  if (existsSync(titlesPath) && existsSync(join(folder, 'presets.ts'))) {
    const zh = new Map<string, string>();
    for (const m of readFileSync(titlesPath, 'utf8').matchAll(new RegExp(String.raw`^\s*(${STRING}|[\w-]+):\s*(${STRING}),?$`, 'gm')))
      zh.set(/^['"]/.test(m[1]) ? literalValue(m[1]) : m[1], literalValue(m[2]));
    const presets = readFileSync(join(folder, 'presets.ts'), 'utf8');
    for (const m of presets.matchAll(new RegExp(String.raw`id:\s*(${STRING}),\s*title:\s*(?:msg\()?(${STRING})`, 'g'))) {
      const t = zh.get(literalValue(m[1]));
      if (t !== undefined) catalog.set(literalValue(m[2]), t);
    }
    unlinkSync(titlesPath);
    console.log(`${titlesPath}: folded into the catalog and removed`);
  }
  const entries = [...catalog].map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join('\n');
  writeFileSync(
    catalogPath,
    `/** Every text of this walkthrough in Simplified Chinese, keyed by its English (see src/walkthroughs/i18n.ts). */\nimport type { Catalog } from '../i18n';\n\nconst zhCN: Catalog = {\n${entries}\n};\n\nexport default zhCN;\n`,
  );
  console.log(`${catalogPath}: ${catalog.size} texts (${catalog.size - before} new)`);
}

if (process.argv[1]?.endsWith('localized-to-catalog.ts')) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: localized-to-catalog.ts src/walkthroughs/ID');
    process.exit(2);
  }
  main(folder);
}
