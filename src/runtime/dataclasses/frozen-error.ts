/**
 * `dataclasses.FrozenInstanceError`, in a module of its own: frozen dataclasses raise it, and so do
 * the frozen dataclass instances the core runtime makes without loading `dataclasses`
 * (annotated_types' `Gt(0)`, pydantic's `Strict()`).
 */
import { exc, PyClass } from '../../engine/api';

export const frozenInstanceError = new PyClass('FrozenInstanceError', [exc.AttributeError], {}, 'dataclasses');
