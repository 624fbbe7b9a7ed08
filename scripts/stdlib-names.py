#!/usr/bin/env python3
"""Writes src/engine/stdlib-names.ts: what CPython 3.11's standard library and the installed
libraries the runtime simulates (torch, pydantic and theirs) hold, so the engine can tell "this
explainer does not simulate X" from "X does not exist in Python".

- every top-level standard-library module name (sys.stdlib_module_names, public ones);
- for each stdlib module the runtime simulates (src/runtime), its public names, and for each class
  it defines, the class's public attribute names;
- for each simulated stdlib module, which of its functions are written in Python (they bind as methods);
- for each library module the runtime simulates, its public names; for the library classes a
  script meets (Tensor, BaseModel...), their public attribute names; and the library's public
  submodules that are loaded with it (`torch.fft`, `torch.optim`...), which the runtime lacks.

Usage: .venv/bin/python scripts/stdlib-names.py && npx biome format --write src/engine/stdlib-names.ts
(re-run when a simulated module is added; torch and pydantic come from the installed .venv)
"""
import importlib
import inspect
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIMULATED = sorted(
    """abc asyncio base64 bisect collections collections.abc contextlib contextvars copy dataclasses datetime decimal enum
    fractions functools hashlib heapq inspect io itertools json keyword logging math numbers operator os os.path pathlib pprint random re
    statistics string sys textwrap time types typing uuid warnings""".split()
)

# Library modules the runtime registers (src/runtime/torch, src/runtime/pydantic, typing_extensions).
LIBRARY = sorted(
    """torch torch.cuda torch.linalg torch.nn torch.nn.functional torch.nn.utils torch.nn.utils.rnn torch.testing
    pydantic pydantic.alias_generators pydantic.aliases pydantic.annotated_handlers pydantic.config pydantic.dataclasses
    pydantic.errors pydantic.fields pydantic.functional_serializers pydantic.functional_validators pydantic.json_schema
    pydantic.main pydantic.networks pydantic.root_model pydantic.type_adapter pydantic.types
    pydantic.validate_call_decorator pydantic.version pydantic.warnings pydantic_core pydantic_core.core_schema annotated_types
    typing_extensions""".split()
)
# The library classes whose missing attributes are refused by name, as `module.Class` (their
# `__module__`, which the runtime's classes carry too).
LIBRARY_CLASSES = """torch.Tensor torch.Size torch.dtype pydantic.BaseModel pydantic.RootModel pydantic.TypeAdapter
    pydantic.ValidationError pydantic.fields.FieldInfo""".split()
LIBRARY_PACKAGES = ("torch", "pydantic", "pydantic_core", "annotated_types")

BUILTIN_TYPES = [int, bool, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset, range, type(None), slice]


def public(names):
    return sorted(n for n in names if not n.startswith("_"))


def defined_in(cls, module):
    home = getattr(cls, "__module__", "") or ""
    return home.lstrip("_").split(".")[0] == module.split(".")[0]


def main():
    modules = sorted(n for n in sys.stdlib_module_names if not n.startswith("_") and n not in ("this", "antigravity"))
    members = {}
    py_functions = {}
    for name in SIMULATED:
        mod = importlib.import_module(name)
        members[name] = " ".join(public(dir(mod)))
        py_functions[name] = " ".join(a for a in public(dir(mod)) if inspect.isfunction(getattr(mod, a)))
        for attr in public(dir(mod)):
            value = getattr(mod, attr)
            if inspect.isclass(value) and defined_in(value, name) and value.__name__ == attr:
                members[f"{name}.{attr}"] = " ".join(public(dir(value)))
    for name in LIBRARY:
        members[name] = " ".join(public(dir(importlib.import_module(name))))
    for path in LIBRARY_CLASSES:
        home, _, attr = path.rpartition(".")
        cls = getattr(importlib.import_module(home), attr)
        members[f"{cls.__module__}.{cls.__name__}"] = " ".join(public(dir(cls)))
    submodules = sorted(
        name
        for name in sys.modules
        if name.split(".")[0] in LIBRARY_PACKAGES
        and "." in name
        and name.count(".") <= 2
        and not any(part.startswith("_") for part in name.split("."))
        and name not in LIBRARY
    )
    out = [
        "/**",
        " * What CPython 3.11's standard library holds (written by scripts/stdlib-names.py; do not edit):",
        " * every top-level module name, and for each module the runtime simulates, its public names and",
        " * the public attributes of the classes it defines. The engine uses it to refuse by name what",
        " * exists in Python but not in this explainer, instead of claiming it does not exist. The same",
        " * for the simulated libraries: torch's and pydantic's public names and submodules.",
        " */",
        f"export const STDLIB_MODULES: ReadonlySet<string> = new Set({json.dumps(' '.join(modules))}.split(' '));",
        "",
        "/** The public submodules of the simulated libraries (loaded with them) that the runtime does not simulate. */",
        f"export const LIBRARY_MODULES: ReadonlySet<string> = new Set({json.dumps(' '.join(submodules))}.split(' '));",
        "",
        "/** `module` or `module.Class` (stdlib or simulated library) to its public names, space-separated. */",
        "export const STDLIB_MEMBERS: Readonly<Record<string, string>> = {",
    ]
    for key, names in members.items():
        out.append(f"  {json.dumps(key)}: {json.dumps(names)},")
    out.append("};")
    out += [
        "",
        "/**",
        " * Per simulated module, its functions written in Python (space-separated): found on a class they",
        " * bind to the instance like any `def`; the module's other callables are builtins and do not.",
        " */",
        "export const STDLIB_PY_FUNCTIONS: Readonly<Record<string, string>> = {",
    ]
    for key, names in py_functions.items():
        out.append(f"  {json.dumps(key)}: {json.dumps(names)},")
    out.append("};")
    base = set(dir(object))
    out += [
        "",
        "/** `dir()` of the builtin types beyond `object`'s names, by type name, space-separated. */",
        "export const BUILTIN_DIRS: Readonly<Record<string, string>> = {",
    ]
    for t in BUILTIN_TYPES:
        out.append(f"  {json.dumps(t.__name__)}: {json.dumps(' '.join(sorted(set(dir(t)) - base)))},")
    out.append("};")
    with open(os.path.join(ROOT, "src", "engine", "stdlib-names.ts"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
