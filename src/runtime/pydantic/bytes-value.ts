/** The `bytes` that `dump_json` and `to_json` return: the UTF-8 encoding of the JSON text. */
import { PyBytes } from '../../engine/api';

export function bytesOf(s: string): PyBytes {
  return new PyBytes(new TextEncoder().encode(s));
}
