/** Walkthroughs as data: the interface a walkthrough folder implements, the registry, and the one way of localising. */
export { fixSource } from './fixes';
export { type Catalog, format, type Language, languageNames, languages, type Message, msg, type Params, type Translate, translator } from './i18n';
export { FIRST_WALKTHROUGH, loadCatalog, loadWalkthrough, walkthroughs } from './registry';
export { type RealLine, realLines, type SourceMap } from './source-map';
export type * from './types';
