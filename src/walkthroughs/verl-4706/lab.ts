/**
 * The fix lab of PR #4706 (loaded when the lab opens): properties of add_token2text as checks
 * (the PR added no test), and the gallery (`fixes.ts`).
 */
import { msg } from '../i18n';
import type { Lab } from '../types';
import checksScript from './checks.py?raw';
import { checkIds, checkTitles, fixes } from './fixes';

const lab: Lab = {
  intro: msg(
    'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run nine properties of add_token2text the PR describes (it added no test of its own), here in your browser. Or load a fix from the gallery.',
  ),
  checksScript,
  checks: checkIds.map((id) => ({ id, title: checkTitles[id] })),
  fixes,
};

export default lab;
