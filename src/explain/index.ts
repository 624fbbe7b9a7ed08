/** Pure functions from traces to what people look at. Nothing here evaluates Python. */
export { type Alignment, align, type Granularity, type Row, stepAt } from './alignment';
export { type Box, type HeapGraph, heapGraph, type Slot } from './heap-graph';
export { mapLines } from './line-map';
export { type ModelSnapshots, modelSnapshots } from './model-diff';
export { type Banner, bannerOf, lastAsDictReturn, outputText, type Sources, sourceLine } from './outcome';
export { type KeyReason, type Provenance, provenanceOf } from './provenance';
export { type Heap, prettyOf, reprOf, tensorText } from './render';
export { type ModelField, type ModelState, modelsAt, type Variable, variablesAt } from './state';
