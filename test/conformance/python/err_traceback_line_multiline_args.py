values = {"a": 1}
result = max(
    values["a"],
    values["b"],
)
