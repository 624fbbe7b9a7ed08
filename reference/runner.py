#!/usr/bin/env python3
"""The project's reference runner: the outcome of a (model, script) pair under real Python.

Runs the pair under CPython + pydantic 2.13 + torch 2.13 and prints the outcome JSON of
docs/trace-contract.md on one line: the same text `npm run --silent trace` prints for the
engine, so the two compare by plain string equality.

    python reference/runner.py MODEL.py SCRIPT.py

Whatever the program prints itself goes to stderr, so stdout holds only the outcome.
Used by scripts/golden.py (the corpus goldens and the fuzzers' long-lived runner),
scripts/bench_cpython.py and the walkthrough tests.
"""
import ast
import contextlib
import json
import math
import sys
import types

MISSING = {"missing": True}


def statement_lines(source):
    """Map each line of a source to the first line of the statement it belongs to.

    A simple statement owns all its lines; a compound statement (if, for, def, ...) owns only
    its header lines, up to the line before its body; an except clause is a statement of its
    own. Where statements nest, the innermost (latest-starting) one wins.
    """
    owner = {}
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.stmt, ast.ExceptHandler)):
            continue
        last = node.end_lineno
        if hasattr(node, "body"):
            last = max(node.lineno, node.body[0].lineno - 1 if node.body else node.lineno)
        for line in range(node.lineno, last + 1):
            if owner.get(line, 0) < node.lineno:
                owner[line] = node.lineno
    return owner


def class_body_codes(sources):
    """(file, class name, first line) of every class body: their line events are not statements."""
    return {
        (name, node.name, node.lineno)
        for name, source in sources.items()
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ClassDef)
    }


class Encoder:
    """One walk over the roots that numbers lists, dicts, models and tensors as it first meets them."""

    def __init__(self, base_model, tensor):
        self.base_model = base_model
        self.tensor = tensor
        self.ids = {}

    def float(self, x):
        if math.isnan(x):
            return {"float": "nan"}
        if math.isinf(x):
            return {"float": "inf" if x > 0 else "-inf"}
        return {"float": x}

    def value(self, v):
        if v is None or isinstance(v, (bool, int, str)):
            return v
        if isinstance(v, float):
            return self.float(v)
        if isinstance(v, tuple):
            return {"tuple": [self.value(x) for x in v]}
        if not isinstance(v, (list, dict, self.base_model, self.tensor)):
            return {"opaque": type(v).__name__}
        if id(v) in self.ids:
            return {"ref": self.ids[id(v)]}
        n = self.ids[id(v)] = len(self.ids) + 1
        if isinstance(v, list):
            return {"id": n, "list": [self.value(x) for x in v]}
        if isinstance(v, dict):
            return {"id": n, "dict": [[self.value(k), self.value(x)] for k, x in v.items()]}
        if isinstance(v, self.base_model):
            return {"id": n, "model": type(v).__name__, "fields_set": sorted(v.model_fields_set), "fields": self.fields(v)}
        dtype = str(v.dtype).replace("torch.", "")
        return {"id": n, "tensor": {"dtype": dtype, "shape": list(v.shape), "data": v.tolist()}}

    def fields(self, model):
        """Fields in declaration order; one a model_construct'ed instance lacks is encoded as missing."""
        absent = object()
        values = {name: getattr(model, name, absent) for name in type(model).model_fields}
        return {name: MISSING if v is absent else self.value(v) for name, v in values.items()}


def outcome(model_source, script_source):
    """Run the pair and return the outcome object of the contract."""
    import torch
    from pydantic import BaseModel

    sources = {"model": model_source, "script": script_source}
    lines = {name: statement_lines(source) for name, source in sources.items()}
    class_bodies = class_body_codes(sources)
    statements = []

    def tracer(frame, event, arg):
        code = frame.f_code
        if code.co_filename not in sources:
            return None
        module_level = code.co_name == "<module>"
        class_body = (code.co_filename, code.co_name, code.co_firstlineno) in class_bodies
        traced = (module_level and code.co_filename == "script") or (not module_level and not class_body)
        if event == "line" and traced:
            entry = f"{code.co_filename}:{lines[code.co_filename].get(frame.f_lineno, frame.f_lineno)}"
            if not statements or statements[-1] != entry:
                statements.append(entry)
        return tracer

    namespace = {"__name__": "__walkthrough__"}
    result = {"status": "ok"}
    sys.settrace(tracer)
    try:
        exec(compile(model_source, "model", "exec"), namespace)
        exec(compile(script_source, "script", "exec"), namespace)
    except Exception as exc:  # noqa: BLE001 - the exception is the outcome
        result = {"status": "error", "type": type(exc).__name__, "message": first_line(exc), "where": innermost(exc, sources)}
    finally:
        sys.settrace(None)

    encoder = Encoder(BaseModel, torch.Tensor)
    plain = (type(None), bool, int, float, str, tuple, list, dict, BaseModel, torch.Tensor)
    roots = {}
    for name in sorted(namespace):
        v = namespace[name]
        if name.startswith("__") or isinstance(v, (types.ModuleType, type, types.FunctionType)) or not isinstance(v, plain):
            continue
        roots[name] = encoder.value(v)
    return {"outcome": result, "statements": statements, "roots": roots}


def first_line(exc):
    text = str(exc)
    return text.splitlines()[0] if text else ""


def innermost(exc, sources):
    """The innermost traceback frame that lies in the model or the script."""
    where = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename in sources:
            where = {"file": tb.tb_frame.f_code.co_filename, "line": tb.tb_lineno}
        tb = tb.tb_next
    return where


def outcome_text(model_path, script_path):
    """The outcome as the one line the runner prints; the program's own output goes to stderr."""
    with open(model_path) as f:
        model_source = f.read()
    with open(script_path) as f:
        script_source = f.read()
    with contextlib.redirect_stdout(sys.stderr):
        result = outcome(model_source, script_source)
    return json.dumps(result, sort_keys=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: runner.py MODEL.py SCRIPT.py")
    print(outcome_text(sys.argv[1], sys.argv[2]))
