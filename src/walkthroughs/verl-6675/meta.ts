/** What the index lists of the verl PR #6675 walkthrough. */
import { msg } from '../i18n';
import type { WalkthroughMeta } from '../types';

const meta: WalkthroughMeta = {
  id: 'verl-6675',
  title: msg('verl PR #6675: empty token sequences in padding and timing metrics'),
  pr: {
    repository: 'verl-project/verl',
    number: 6675,
    url: 'https://github.com/verl-project/verl/pull/6675',
    commit: 'ccebe7cace9efb5a83ce66798538dea3286c1faa',
    parent: '334d9f8b03816382cbd72e898bc8ae04efca6fbe',
  },
  oneLine: msg(
    'An aborted request with no response tokens crashed twice: tokenizer.pad() returned lists and .dim() failed, and the timing metrics divided by zero; the fix pads empty sequences itself and reports 0.0.',
  ),
};

export default meta;
