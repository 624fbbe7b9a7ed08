/**
 * `AwareDatetime`, `NaiveDatetime`, `PastDate`, `FutureDate`, `PastDatetime`, `FutureDatetime`:
 * markers whose schemas the `datetime` runtime builds (a date or datetime with its timezone or
 * its place against now checked), registered when it loads.
 */
import { objectType, PyClass } from '../../engine/api';

const marker = (name: string) => new PyClass(name, [objectType], {}, 'pydantic.types');

export const temporalTypes = {
  AwareDatetime: marker('AwareDatetime'),
  NaiveDatetime: marker('NaiveDatetime'),
  PastDate: marker('PastDate'),
  FutureDate: marker('FutureDate'),
  PastDatetime: marker('PastDatetime'),
  FutureDatetime: marker('FutureDatetime'),
} as const;
