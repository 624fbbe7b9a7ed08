/**
 * A guided tour with bilingual texts, the way walkthrough folders were written before the
 * `Walkthrough` interface: see `tour.ts` for the tour a walkthrough provides now. Kept only
 * while a folder still uses it (verl-6675 and verl-4706 as first written); delete it with the
 * last use.
 */
import type { Localized } from './localized';

export type RunSide = 'before' | 'after';

/** A step of one run: the `occurrence`-th step (1-based) of that event at that line. */
export interface StepAnchor {
  readonly side: RunSide;
  readonly file: 'model' | 'script';
  readonly line: number;
  /** Defaults to `line`. */
  readonly event?: 'line' | 'call' | 'return' | 'exception';
  /** Defaults to 1. */
  readonly occurrence?: number;
}

/** Where a stop puts the cursor: a step, or the end of both runs (where the outcome banners are). */
export type Anchor = StepAnchor | 'end';

/** A fact the engine computes from the runs; its value is a short string the choices name. */
export type Fact =
  /** `returns` or the exception type (`KeyError`). */
  | { readonly kind: 'outcome'; readonly side: RunSide }
  /** The exception as Python's last traceback line prints it, or `none`. */
  | { readonly kind: 'exception'; readonly side: RunSide }
  /** `yes`/`no`: at the anchor step, does the dict in `variable` have `key`? */
  | { readonly kind: 'has-key'; readonly variable: string; readonly key: string }
  /** `yes`/`no`: at the anchor step, is `field` in the fields-set of the model in `variable`? */
  | { readonly kind: 'field-set'; readonly variable: string; readonly field: string }
  /** The repr of a global at the end of a run. */
  | { readonly kind: 'global'; readonly side: RunSide; readonly name: string };

export interface Prediction {
  readonly question: Localized;
  readonly fact: Fact;
  /** Choices by the fact's value they stand for. */
  readonly choices: readonly { readonly value: string; readonly label: Localized }[];
  /** The value the tour's text assumes (tested against the engine). */
  readonly answer: string;
}

export interface TourStop {
  readonly id: string;
  readonly title: Localized;
  /** The preset scenario the stop loads. */
  readonly preset: string;
  readonly at: Anchor;
  /** Shown after the reveal (or at once when there is no question). */
  readonly text: Localized;
  readonly prediction?: Prediction;
  /** A gallery fix worth trying from this stop (its id in the fix lab). */
  readonly tryFix?: string;
}
