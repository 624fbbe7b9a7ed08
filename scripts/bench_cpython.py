#!/usr/bin/env python3
"""CPython's side of `npm run bench`: the reference runner timed on the benchmark's workloads.

Each timing is one call of the reference runner's `outcome` on source texts (compile, exec under
its statement-recording sys.settrace tracer, encode the outcome), the program's output discarded,
in CPU time (time.process_time), as the engine's side measures it.

Usage: bench_cpython.py --once MODEL_PATH SCRIPT_PATH
  Prints the CPU milliseconds of the program's first run in this fresh process (after one run of
  an empty program, in which the runner imports torch and pydantic).

Usage: bench_cpython.py --serve
  One JSON request a line on stdin: {"model": TEXT, "script": TEXT, "runs": N};
  one line on stdout: {"ms": [t1, ..., tN], "statements": len(statements)} (after one warm-up run).
"""
import contextlib
import io
import json
import os
import sys
import time
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reference"))
warnings.filterwarnings("ignore")
import runner as reference  # noqa: E402  (reference/runner.py)


def timed(model, script):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        start = time.process_time()
        result = reference.outcome(model, script)
        return (time.process_time() - start) * 1000, result


def serve():
    for line in sys.stdin:
        req = json.loads(line)
        _, result = timed(req["model"], req["script"])
        times = [timed(req["model"], req["script"])[0] for _ in range(req["runs"])]
        sys.stdout.write(json.dumps({"ms": times, "statements": len(result["statements"])}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--once"] and len(sys.argv) == 4:
        timed("", "")  # the runner imports torch and pydantic on its first call: not the program's cost
        with open(sys.argv[2]) as m, open(sys.argv[3]) as s:
            print(timed(m.read(), s.read())[0])
    elif sys.argv[1:] == ["--serve"]:
        serve()
    else:
        sys.exit(__doc__)
