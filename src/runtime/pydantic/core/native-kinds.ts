/**
 * Value kinds that runtime modules teach the serializer (datetime, UUID, Decimal, Enum members,
 * secrets): how a value of the kind is recognised, what JSON mode makes of it, and how it is
 * written as a JSON object key. Modules register when a script imports them.
 */
import type { PyValue } from '../../../engine/api';

export interface NativeKind {
  readonly name: string;
  readonly matches: (v: PyValue) => boolean;
  /** `mode='json'`: a JSON-ready value (the ISO string of a datetime, an enum's value...). */
  readonly toJson: (v: PyValue) => PyValue;
  /** `mode='python'`, when it differs from the value itself. */
  readonly toPython?: (v: PyValue) => PyValue;
}

const kinds: NativeKind[] = [];

export function registerNativeKind(kind: NativeKind): void {
  if (!kinds.some((k) => k.name === kind.name)) kinds.push(kind);
}

export function nativeKindOf(v: PyValue): NativeKind | undefined {
  for (const k of kinds) if (k.matches(v)) return k;
  return undefined;
}
