/**
 * Bilingual records, the way walkthrough folders were written before the `Walkthrough`
 * interface (`types.ts`) and its one way of localising (`i18n.ts`). Kept only while a folder
 * still uses them (verl-6675 and verl-4706 as first written); such a folder is not in the
 * registry until it moves over (`npx tsx scripts/localized-to-catalog.ts src/walkthroughs/ID`
 * does the texts). Delete this file with the last use.
 */
export { type Language, languages } from './i18n';

import type { Language } from './i18n';

export type Localized = Readonly<Record<Language, string>>;
