/**
 * `__future__`: the feature names a module may import. `annotations` is honoured by the compiler
 * (annotations kept as text, PEP 563); the others are what Python 3 always does.
 */
import { objectType, PyClass, PyOpaque, registerModule } from '../../engine/api';

const featureType = new PyClass('_Feature', [objectType], {}, '__future__');

const features: [string, string][] = [
  ['nested_scopes', "_Feature((2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 16)"],
  ['generators', "_Feature((2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0)"],
  ['division', "_Feature((2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 131072)"],
  ['absolute_import', "_Feature((2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 262144)"],
  ['with_statement', "_Feature((2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 524288)"],
  ['print_function', "_Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576)"],
  ['unicode_literals', "_Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 2097152)"],
  ['generator_stop', "_Feature((3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 8388608)"],
  ['annotations', "_Feature((3, 7, 0, 'beta', 1), None, 16777216)"],
];

registerModule('__future__', () => Object.fromEntries(features.map(([name, text]) => [name, new PyOpaque(featureType, text)])));
