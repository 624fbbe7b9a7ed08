/**
 * Serializer functions (`field_serializer`, `PlainSerializer`, `WrapSerializer`,
 * `model_serializer`): a plain one replaces the node's serialization, a wrap one receives a
 * `handler` that runs it. A field serializer is called as a method of the model. Whatever the
 * function raises becomes `PydanticSerializationError("Error calling function `f`: ...")`.
 */
import { call, exc, isException, objectType, PyClass, PyOpaque, type PyValue, pyError, str } from '../../../engine/api';
import { functionName, schemaName } from './names';
import type { CoreSchema, FunctionSer } from './schema';
import { type SerState, serializationError, serializationErrorType, serializationInfo } from './ser-state';
import { infer, serialize, serializeType } from './serialize';

/** The model whose field is being serialized (a field serializer's `self`). */
export const currentModel: { value: PyValue } = { value: null };

export const serializationCallableType = new PyClass('SerializationCallable', [objectType], {}, 'pydantic_core._pydantic_core');

interface Handler {
  readonly run: (v: PyValue) => PyValue;
}

serializationCallableType.slots.callSelf = (self, args) => {
  if (args.length < 1) throw pyError(exc.TypeError, 'SerializationCallable.__call__() missing 1 required positional argument');
  return ((self as PyOpaque).payload as Handler).run(args[0]);
};

export function serializationCallable(name: string, run: (v: PyValue) => PyValue): PyOpaque {
  return new PyOpaque(serializationCallableType, `SerializationCallable(serializer=${name})`, { run } satisfies Handler);
}

/** Calls a serializer function, turning what it raises into pydantic's serialization error. */
export function callSerFunction(fn: PyValue, args: PyValue[]): PyValue {
  try {
    return call(fn, args, null);
  } catch (e) {
    if (isException(e) && !e.type.isSubclassOf(serializationErrorType)) {
      throw serializationError(`Error calling function \`${functionName(fn)}\`: ${e.type.name}: ${str(e)}`);
    }
    throw e;
  }
}

export function callSerializer(schema: CoreSchema, ser: FunctionSer, value: PyValue, st: SerState): PyValue {
  const args: PyValue[] = ser.isFieldSerializer ? [currentModel.value, value] : [value];
  if (ser.k === 'wrap') {
    args.push(serializationCallable(schemaName(schema), (v) => serializeType(schema, v, st)));
  }
  if (ser.infoArg) args.push(serializationInfo(st, ser.isFieldSerializer));
  const result = callSerFunction(ser.fn, args);
  return ser.returnSchema ? serialize(ser.returnSchema, result, st) : infer(result, st);
}
