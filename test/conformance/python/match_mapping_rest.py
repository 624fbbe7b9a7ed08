original = {"a": 1, "b": 2, "c": 3}
match original:
    case {"a": 1, **rest}:
        pass
rest_keys = sorted(rest)
original_untouched = sorted(original)
rest_is_copy = rest is not original
rest["new"] = 4
still_untouched = "new" not in original
match {"only": 1}:
    case {"only": _, **others}:
        empty_rest = others
match {}:
    case {**nothing}:
        nothing_rest = nothing
