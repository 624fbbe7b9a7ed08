/** Pure functions from traces to what people look at. Nothing here evaluates Python. */
export { type Alignment, align, type Granularity, type Row, stepAt } from './alignment';
export { type Box, type HeapGraph, heapGraph, type Slot } from './heap-graph';
export { mapLines, shownLines } from './line-map';
export { type ModelSnapshots, modelSnapshots } from './model-diff';
export { type Banner, bannerOf, isSubject, lastSubjectReturn, type Sources, sourceLine } from './outcome';
export { outputText } from './output-text';
export { prettyOf } from './pretty';
export { type KeyReason, type Provenance, provenanceOf } from './provenance';
export { type Heap, reprOf, tensorText } from './render';
export type { RunData, TraceData } from './run-data';
export { type ModelField, type ModelState, modelsAt, type Variable, variablesAt } from './state';
