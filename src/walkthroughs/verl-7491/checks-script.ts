/** What the fix lab runs after a model source: the PR's factory and tests, then the checks, which leave `verdicts`. */
import checks from './checks.py?raw';
import prTests from './pr_tests.py?raw';

export const checksScript = `${prTests}\n\n${checks}`;
