#!/usr/bin/env python3
"""The golden outcomes: what real CPython + pydantic + torch produce for every case.

A case is a script run after a model module (docs/trace-contract.md):
- each walkthrough's corpus, test/corpus/ID/NAME.py, against src/walkthroughs/ID/before.py
  and after.py: golden in test/corpus/ID/golden/NAME.{before,after}.json;
- the conformance suites, test/conformance/SUITE/NAME.py (general Python, pydantic, torch...),
  against the empty test/conformance/model.py: golden in test/conformance/SUITE/golden/NAME.json.

Usage:
  golden.py [PATH...]          write the goldens of every case (or of the given scripts/suites)
  golden.py --check [PATH...]  recompute them and report every one that differs from the file
  golden.py --serve            answer outcome requests one per line (the differential fuzzers)

Runs the project's reference runner (reference/runner.py) in one process, so torch is
imported once.
"""
import _thread
import contextlib
import io
import json
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "reference"))
warnings.filterwarnings("ignore")

import runner as reference  # noqa: E402  (reference/runner.py, the reference runner)

WALKTHROUGHS = os.path.join(ROOT, "src", "walkthroughs")
CORPUS = os.path.join(ROOT, "test", "corpus")
CONFORMANCE = os.path.join(ROOT, "test", "conformance")
EMPTY_MODEL = os.path.join(CONFORMANCE, "model.py")


def outcome(model_path, script_path):
    """The runner's one line for a case; the program's own print output is discarded.

    Every frame on the stack counts against the recursion limit, and runner.py calls
    outcome_text from its module frame, one frame deep. So the call runs on a new thread, from
    a function that is the only frame below it there: a case recursing to the limit meets it
    at the depth it does under runner.py (the frames of this script would otherwise come first).
    """
    done = _thread.allocate_lock()
    done.acquire()
    result = {}

    def run():
        try:
            result["text"] = reference.outcome_text(model_path, script_path) + "\n"
        except BaseException as exc:  # noqa: BLE001 - raised again on the calling thread
            result["error"] = exc
        finally:
            done.release()

    with contextlib.redirect_stderr(io.StringIO()):
        _thread.start_new_thread(run, ())
        done.acquire()
    if "error" in result:
        raise result["error"]
    return result["text"]


def scripts_in(folder):
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".py") and f != "model.py")


def cases_of(script):
    """(model, golden path) pairs of one script, by where it lives."""
    folder, file = os.path.split(os.path.abspath(script))
    name = os.path.splitext(file)[0]
    if os.path.dirname(folder) == CORPUS:
        walkthrough = os.path.join(WALKTHROUGHS, os.path.basename(folder))
        return [(os.path.join(walkthrough, f"{v}.py"), os.path.join(folder, "golden", f"{name}.{v}.json")) for v in ("before", "after")]
    if os.path.dirname(folder) == CONFORMANCE:
        return [(EMPTY_MODEL, os.path.join(folder, "golden", f"{name}.json"))]
    raise SystemExit(f"{script}: not a corpus or conformance script")


def all_scripts(paths):
    if not paths:
        paths = [os.path.join(top, d) for top in (CORPUS, CONFORMANCE) for d in sorted(os.listdir(top)) if os.path.isdir(os.path.join(top, d))]
    out = []
    for p in paths:
        out.extend(scripts_in(p) if os.path.isdir(p) else [p])
    return out


def main(paths, check):
    drift = []
    count = 0
    for script in all_scripts(paths):
        for model, golden in cases_of(script):
            count += 1
            text = outcome(model, script)
            if check:
                have = open(golden).read() if os.path.exists(golden) else None
                if have != text:
                    drift.append((golden, have, text))
            else:
                os.makedirs(os.path.dirname(golden), exist_ok=True)
                with open(golden, "w") as f:
                    f.write(text)
    if check:
        for golden, have, text in drift[:20]:
            print(f"--- {os.path.relpath(golden, ROOT)}\n  committed: {(have or '(missing)').strip()[:600]}\n  real now:  {text.strip()[:600]}")
        if drift:
            print(f"{len(drift)} of {count} golden outcomes differ from what real Python produces now (run: npm run golden)")
            sys.exit(1)
        print(f"goldens: {count} outcomes recomputed with real Python, identical to the committed ones")
    else:
        print(f"goldens: {count} outcomes written")


def serve():
    """One JSON request a line on stdin: {"model": PATH, "script": TEXT}; one outcome a line on stdout."""
    import tempfile

    out = sys.stdout
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "script.py")
        for line in sys.stdin:
            req = json.loads(line)
            with open(path, "w") as f:
                f.write(req["script"])
            try:
                text = outcome(req.get("model") or EMPTY_MODEL, path).strip()
            except Exception as exc:  # noqa: BLE001 - report the runner's own failure as data
                text = json.dumps({"runner_error": f"{type(exc).__name__}: {exc}"})
            out.write(text + "\n")
            out.flush()


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--serve"]:
        serve()
    elif args[:1] == ["--check"]:
        main(args[1:], check=True)
    else:
        main(args, check=False)
