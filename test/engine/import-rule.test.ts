/** The import-direction rule catches what it is meant to catch, static and dynamic imports alike. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from '../../scripts/check-imports';
import { root } from '../helpers';

const src = (p: string) => join(root, 'src', p);

describe('import-direction rule', () => {
  it('rejects the engine importing the UI, and the UI running the engine', () => {
    expect(violations(src('engine/run.ts'), "import { App } from '../ui/App';")).toHaveLength(1);
    expect(violations(src('ui/RunPane.tsx'), "import { run } from '../engine';")).toHaveLength(1);
    expect(violations(src('runtime/torch/index.ts'), "import { Interpreter } from '../../engine/interpreter';")).toHaveLength(1);
    expect(violations(src('engine/syntax/parse.ts'), "import { repr } from '../repr';")).toHaveLength(1);
  });

  it('follows dynamic import() too', () => {
    expect(violations(src('ui/Toolbar.tsx'), "const m = await import('../engine/run');")).toHaveLength(1);
    expect(violations(src('explain/tour.ts'), "void import('../store/store');")).toHaveLength(1);
  });

  it('keeps the engine off the page: only the runner’s worker side runs it, and the page side loads that lazily', () => {
    expect(violations(src('store/store.ts'), "import { run } from '../engine';")).toHaveLength(1);
    expect(violations(src('explain/outcome.ts'), "import { PyDict } from '../engine/api';")).toHaveLength(1);
    expect(violations(src('runner/service.ts'), "import { perform } from './work';")).toHaveLength(1);
    expect(violations(src('runner/pool.ts'), "const { perform } = await import('./work');")).toEqual([]);
    expect(violations(src('runner/work.ts'), "import { run } from '../engine';\nimport { installRuntime } from '../runtime';")).toEqual([]);
  });

  it('treats the trace’s data as its own layer: usable where runs are shown, the recorder is the engine’s', () => {
    expect(violations(src('runner/wire.ts'), "import { HeapLog } from '../engine/trace/heap-log';")).toEqual([]);
    expect(violations(src('ui/RunPane.tsx'), "import { Recorder } from '../engine/trace/recorder';")).toHaveLength(1);
    expect(violations(src('engine/trace/types.ts'), "import { PyDict } from '../values';")).toHaveLength(1);
  });

  it('accepts the allowed directions', () => {
    expect(violations(src('ui/RunPane.tsx'), "import type { Step } from '../engine';")).toEqual([]);
    expect(violations(src('runtime/torch/index.ts'), "import { PyList } from '../../engine/api';")).toEqual([]);
    expect(violations(src('store/store.ts'), "import { runScenario } from '../runner';\nimport { align } from '../explain';")).toEqual([]);
    expect(violations(src('engine/syntax/parse.ts'), "import { parser } from '@lezer/python';")).toEqual([]);
  });
});
