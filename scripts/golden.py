#!/usr/bin/env python3
"""Regenerates the corpus's golden outcomes with real CPython + pydantic + torch.

With --serve, answers outcome requests one per line (the differential fuzzer uses it).

Runs the project's reference runner (reference/runner.py) on every corpus script against
before.py and after.py, in one process so torch is imported once.
Usage: golden.py OUTDIR [SCRIPT...]   (default: every test/corpus/*.py)
"""
import contextlib
import io
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "reference"))
warnings.filterwarnings("ignore")

import runner as reference  # noqa: E402  (reference/runner.py, the reference runner)

WALKTHROUGH = os.path.join(ROOT, "src", "walkthroughs", "verl-7491")


def outcome(model_path, script_path):
    # The program's own print output is discarded; the outcome is the runner's one line.
    with contextlib.redirect_stderr(io.StringIO()):
        return reference.outcome_text(model_path, script_path) + "\n"


def main(outdir, scripts):
    os.makedirs(outdir, exist_ok=True)
    corpus = os.path.join(ROOT, "test", "corpus")
    scripts = scripts or sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".py"))
    for script in scripts:
        name = os.path.splitext(os.path.basename(script))[0]
        for version in ("before", "after"):
            text = outcome(os.path.join(WALKTHROUGH, f"{version}.py"), script)
            with open(os.path.join(outdir, f"{name}.{version}.json"), "w") as f:
                f.write(text)


def serve():
    """One JSON request a line on stdin: {"model": PATH, "script": TEXT}; one outcome a line on stdout."""
    import json
    import tempfile

    out = sys.stdout
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "script.py")
        for line in sys.stdin:
            req = json.loads(line)
            with open(path, "w") as f:
                f.write(req["script"])
            try:
                text = outcome(req["model"], path).strip()
            except Exception as exc:  # noqa: BLE001 - report the runner's own failure as data
                text = json.dumps({"runner_error": f"{type(exc).__name__}: {exc}"})
            out.write(text + "\n")
            out.flush()


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        serve()
    else:
        main(sys.argv[1], sys.argv[2:])
