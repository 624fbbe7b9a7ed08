/**
 * Python highlighted with a handful of token classes, by one regular expression per line.
 * Deliberately small: it runs in the page's first download and at build time (the prerender),
 * and gives the same markup in both, so the page hydrates without a mismatch. A Lezer-based
 * highlighter would be exact but adds ~33 KB gzip (the Python grammar) to the first download,
 * whose parser otherwise lives only in the engine's worker.
 */
import { Fragment, type ReactNode } from 'react';

const tokenPattern =
  /(#.*$)|([rRbBfFuU]{0,2}(?:"""[\s\S]*?"""|'''[\s\S]*?'''|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))|(@[\w.]+)|\b(def|class)(\s+)(\w+)|\b(def|class|return|if|elif|else|for|while|in|not|and|or|is|None|True|False|import|from|try|except|finally|with|as|raise|assert|lambda|pass|break|continue|yield|global|nonlocal|del|async|await)\b|\b(\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?j?)\b/gm;

/** One line of Python as highlighted pieces (a line never holds a newline; strings across lines are not tracked). */
export function highlight(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  const plain = (from: number, to: number) => {
    if (to > from) out.push(<Fragment key={from}>{line.slice(from, to)}</Fragment>);
  };
  const token = (at: number, cls: string, text: string) => {
    out.push(
      <span key={at} className={cls}>
        {text}
      </span>,
    );
  };
  for (const m of line.matchAll(tokenPattern)) {
    plain(last, m.index);
    if (m[1]) token(m.index, 'tok-comment', m[1]);
    else if (m[2]) token(m.index, 'tok-string', m[2]);
    else if (m[3]) token(m.index, 'tok-decorator', m[3]);
    else if (m[4]) {
      // `def name` / `class name`: the keyword, the space, the defined name.
      token(m.index, 'tok-keyword', m[4]);
      plain(m.index + m[4].length, m.index + m[4].length + m[5].length);
      token(m.index + m[4].length + m[5].length, 'tok-def', m[6]);
    } else if (m[7]) token(m.index, 'tok-keyword', m[7]);
    else token(m.index, 'tok-number', m[0]);
    last = m.index + m[0].length;
  }
  plain(last, line.length);
  return out;
}
