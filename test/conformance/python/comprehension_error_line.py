# An exception raised inside a multi-line comprehension is reported at the line of the failing
# sub-expression (as in verl's compute_timing_metrics), not at the statement's first line or the for clause.
counts = {"gen": 0.0, "ref": 2.0}
timing = {"gen": 0.5}
try:
    out = {
        **{
            f"ms/{name}": timing[name] * 1000 / counts[name]
            for name in set(counts.keys()) & set(timing.keys())
        },
    }
except ZeroDivisionError as exc:
    message = str(exc)
result = {
    f"ms/{name}": timing[name] * 1000 / counts[name]
    for name in timing
}
