/**
 * The fix lab of PR #6675 (loaded when the lab opens): the PR's two tests, verl's existing timing
 * test and properties of the padding and the timing as checks, and the gallery (`fixes.ts`).
 */
import { msg } from '../i18n';
import type { Lab } from '../types';
import checksPy from './checks.py?raw';
import { checkIds, checkTitles, fixes } from './fixes';
import prTests from './pr_tests.py?raw';

const lab: Lab = {
  intro: msg(
    'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s two regression tests, verl’s existing timing test and nine properties of the padding and the timing, here in your browser. Or load a fix from the gallery.',
  ),
  checksScript: `${prTests}\n\n${checksPy}`,
  checks: checkIds.map((id) => ({ id, title: checkTitles[id] })),
  fixes,
};

export default lab;
