/**
 * What a model class knows once its body has run: its config, its fields' declarations, private
 * attributes, class variables and decorators. The validation definition (`ClassDef`) is built
 * from it on first use, so string annotations naming later classes resolve then; until they do,
 * the model is "not fully defined", as in pydantic.
 */
import { exc, type PyClass, type PyValue, pyError } from '../../../engine/api';
import type { ModelConfig } from '../config';
import type { ClassDef } from '../core/model-def';
import type { FoundDecorator } from '../decorators';
import type { FieldSpec, PrivateSpec } from '../field-info';
import { Unresolved } from '../generate';
import { userError } from '../user-error';

export interface ModelInfo {
  readonly cls: PyClass;
  readonly kind: 'model' | 'root';
  readonly config: ModelConfig;
  /** Fields in order (inherited first), by name. */
  readonly specs: Map<string, FieldSpec>;
  readonly privates: Map<string, PrivateSpec>;
  readonly classVars: Set<string>;
  readonly decorators: FoundDecorator[];
  /** Extra names to resolve string annotations with (the class itself, a function's locals). */
  readonly locals: Map<string, PyValue>;
  /** The built definition, once every annotation resolved. */
  def: ClassDef | null;
  /** The name an unresolved annotation used, when building failed for that reason. */
  missing: string | null;
  readonly build: (info: ModelInfo) => ClassDef;
}

const infos = new WeakMap<PyClass, ModelInfo>();

export function setModelInfo(cls: PyClass, info: ModelInfo): void {
  infos.set(cls, info);
}

/** The info of the model class itself (not of a base). */
export function ownInfo(cls: PyClass): ModelInfo | undefined {
  return infos.get(cls);
}

/** The info of a model class or its nearest model base. */
export function modelInfo(cls: PyClass): ModelInfo {
  for (const c of cls.mro) {
    const i = infos.get(c);
    if (i) return i;
  }
  throw pyError(exc.TypeError, `${cls.name} is not a pydantic model`);
}

/** Tries to build the definition; returns false (remembering the missing name) when an annotation does not resolve yet. */
export function tryBuild(info: ModelInfo): boolean {
  if (info.def) return true;
  try {
    info.def = info.build(info);
    info.missing = null;
    return true;
  } catch (e) {
    if (e instanceof Unresolved) {
      info.missing = e.name;
      return false;
    }
    throw e;
  }
}

/** The definition, or pydantic's "not fully defined" error. */
export function requireBuilt(info: ModelInfo): ClassDef {
  if (tryBuild(info)) return info.def as ClassDef;
  const name = info.cls.name;
  throw userError(`\`${name}\` is not fully defined; you should define \`${info.missing}\`, then call \`${name}.model_rebuild()\`.`, 'class-not-fully-defined');
}
