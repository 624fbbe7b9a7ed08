/** The import-direction rule catches what it is meant to catch. */
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

  it('accepts the allowed directions', () => {
    expect(violations(src('ui/RunPane.tsx'), "import type { Step } from '../engine';")).toEqual([]);
    expect(violations(src('runtime/torch/index.ts'), "import { PyList } from '../../engine/api';")).toEqual([]);
    expect(violations(src('store/store.ts'), "import { run } from '../engine';\nimport { align } from '../explain';")).toEqual([]);
    expect(violations(src('engine/syntax/parse.ts'), "import { parser } from '@lezer/python';")).toEqual([]);
  });
});
