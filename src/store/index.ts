/** The store of the walkthrough on the page: state, actions, and the tour's, the lab's, the links' and the export's actions. */
export * from './export';
export * from './lab';
export * from './link';
export type { LinkProblem } from './permalink';
export type { TourPosition } from './persist';
export * from './store';
export * from './tour';
