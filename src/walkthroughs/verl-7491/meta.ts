/** What the index lists of the verl PR #7491 walkthrough. */
import { msg } from '../i18n';
import type { WalkthroughMeta } from '../types';

const meta: WalkthroughMeta = {
  id: 'verl-7491',
  title: msg('verl PR #7491: preserve default AgentLoop extra fields'),
  pr: {
    repository: 'verl-project/verl',
    number: 7491,
    url: 'https://github.com/verl-project/verl/pull/7491',
    commit: '7a830f6adb64839a5d798c0e5a790f5314a94993',
    parent: '4905d0cf4ebc7297231e15efa4cf837163efca45',
  },
  oneLine: msg("as_dict() raised KeyError: 'extra_fields' when the default extra_fields was filled in place; the fix restores a copy of it."),
};

export default meta;
