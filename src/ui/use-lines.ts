/**
 * How a run pane names lines: by the real file's name and line number where the walkthrough's
 * excerpt took the line from the project (`agent_loop.py line 149`), else by the run's own file
 * and line (`model line 3`, `script line 2`). The code pane numbers its lines the same way.
 */
import { useMemo } from 'react';
import { shownLines } from '../explain';
import { type Side, useExplainer, walkthrough } from '../store';
import type { RealLine } from '../walkthroughs';
import type { Translate } from './i18n';

export interface Lines {
  /** The number each line of the pane's model source shows (null: a line of ours). */
  readonly numbers: readonly (number | null)[];
  /** `agent_loop.py line 149`, or `script line 2`. */
  readonly name: (file: string, line: number, t: Translate) => string;
}

const basename = (path: string) => path.split('/').pop() ?? path;

/** The model source a pane shows (what its run ran), with its real line numbers. */
export function useLines(side: Side): Lines {
  const model = useExplainer((s) => (side === 'after' ? s.ran.afterSource : walkthrough().code.before));
  return useMemo(() => {
    const { code } = walkthrough();
    const real: readonly (RealLine | null)[] = shownLines(model, code[side], code.sourceMap[side]);
    return {
      numbers: real.map((r) => r?.line ?? null),
      name: (file, line, t) => {
        const r = file === 'model' ? real[line - 1] : null;
        return r ? t('{file} line {line}', { file: basename(r.file), line: r.line }) : t('{file} line {line}', { file, line });
      },
    };
  }, [model, side]);
}
