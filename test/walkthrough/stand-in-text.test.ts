/** An exported test's stand-ins are sliced from the excerpt with the comment that marks them. */
import { describe, expect, it } from 'vitest';
import { type SideMap, standInText } from '../../src/walkthroughs/source-map';

const excerpt = [
  'import torch',
  '',
  '',
  '# Stand-in (not verl): a batch',
  'class Batch:',
  '    pass',
  '',
  '',
  'def f():',
  '    return 1',
  '',
  '',
  '# Stand-in (not verl)',
  '# for a tokenizer',
  'class Tok:',
  '    pad_token_id = 0',
].join('\n');
const side: SideMap = {
  commit: 'abc',
  segments: [],
  standIns: [
    { name: 'Batch', excerpt: [5, 6] },
    { name: 'Tok', excerpt: [15, 16] },
  ],
};

describe('standInText', () => {
  it('returns each named stand-in with its marking comment, in the order asked, as top-level blocks', () => {
    expect(standInText(side, excerpt, ['Tok', 'Batch'])).toBe(
      '# Stand-in (not verl)\n# for a tokenizer\nclass Tok:\n    pad_token_id = 0\n\n\n# Stand-in (not verl): a batch\nclass Batch:\n    pass',
    );
  });

  it('refuses a name the source map does not mark as a stand-in', () => {
    expect(() => standInText(side, excerpt, ['f'])).toThrow('no stand-in named f');
  });
});
