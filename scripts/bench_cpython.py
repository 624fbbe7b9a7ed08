#!/usr/bin/env python3
"""Median time of CPython running a (model, script) pair under sys.settrace, as reference/runner.py does.

Each iteration is one call of the reference runner (read, compile, exec under the tracer,
encode the outcome), with its stdout discarded. Prints one JSON object: {"median_ms": ...}.
Usage: bench_cpython.py MODEL.py SCRIPT.py ITERATIONS
"""
import contextlib
import io
import json
import os
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reference"))
warnings.filterwarnings("ignore")
import runner as reference  # noqa: E402  (reference/runner.py)


def main(model, script, n):
    times = []
    for _ in range(n):
        start = time.perf_counter()
        with contextlib.redirect_stderr(io.StringIO()):
            reference.outcome_text(model, script)
        times.append((time.perf_counter() - start) * 1000)
    print(json.dumps({"median_ms": statistics.median(times[n // 5 :])}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
