/** The diff view (Monaco's diff editor, lazily; two plain columns until it loads). Only the diff panels use it. */
import { lazy } from 'react';
import { withFallback } from '.';
import { PlainDiff } from './plain-diff';
import type { DiffViewProps } from './types';

const LazyDiff = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoDiff })));

export const DiffView = withFallback<DiffViewProps>(LazyDiff, PlainDiff);
export type { DiffViewProps };
