/**
 * An instance of a class defined in Python that derives from `int`, `float` or `str`
 * (`class Port(int)`, `class Username(str)`): an ordinary instance (its own attributes, its
 * class's methods) that carries the primitive value it stands for, as CPython's int and str
 * subclasses carry their digits and characters in the object. The builtin types' slots and
 * methods read the value through `unbox`; what they return is a plain int, float or str, as in
 * CPython (`Port(80) + 1` is the int 81).
 */
import { type PyClass, PyInstance, type PyValue } from './values';

export type Scalar = bigint | number | string;

export class PyScalarInstance extends PyInstance {
  constructor(
    type: PyClass,
    readonly value: Scalar,
  ) {
    super(type);
  }
}

/** The primitive `v` stands for when it is an instance of an int, float or str subclass; else `v`. */
export function unbox(v: PyValue): PyValue {
  return v instanceof PyScalarInstance ? v.value : v;
}

/**
 * The hash slots of int, float and str as their subclasses inherit them: an instance whose
 * class still hashes this way is filed in dicts and sets as its value; one whose class defines
 * `__hash__` or `__eq__` goes through them.
 */
export const scalarHashSlots = new Set<unknown>();
