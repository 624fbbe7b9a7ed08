/** What the index lists of the verl PR #4706 walkthrough. */
import { msg } from '../i18n';
import type { WalkthroughMeta } from '../types';

const meta: WalkthroughMeta = {
  id: 'verl-4706',
  title: msg('verl PR #4706: token2text wrote into the traced model'),
  pr: {
    repository: 'verl-project/verl',
    number: 4706,
    url: 'https://github.com/verl-project/verl/pull/4706',
    commit: '0f615578bdbd95a1a56a5525479969fa30c7e5fc',
    parent: 'd6bc62964d06588b0728122a1d2414b098165295',
  },
  oneLine: msg(
    "add_token2text built its trace record with vars(result), the pydantic model's own __dict__, so the decoded texts landed on the model; the fix builds a copy with model_dump().",
  ),
};

export default meta;
