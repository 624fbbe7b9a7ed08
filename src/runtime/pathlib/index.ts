/**
 * Simulated `pathlib` (see `path.ts`), with pydantic's validation of paths (`pydantic.ts`).
 */
import { registerModule } from '../../engine/api';
import { pathType, posixPathType, purePathType, purePosixPathType } from './path';
import './pydantic';

registerModule('pathlib', () => ({
  Path: pathType,
  PurePath: purePathType,
  PosixPath: posixPathType,
  PurePosixPath: purePosixPathType,
}));
