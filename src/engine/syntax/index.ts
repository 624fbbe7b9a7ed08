export type * from './ast';
export { PySyntaxError, UnsupportedSyntax } from './errors';
export { parseModule } from './parse';
