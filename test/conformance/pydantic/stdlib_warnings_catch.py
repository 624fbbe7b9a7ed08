import warnings

out = []
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("careful")
    warnings.warn("careful", DeprecationWarning)
    n = len(w)
    msgs = [str(x.message) for x in w]
    cats = [x.category.__name__ for x in w]
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("boom")
    except UserWarning as e:
        out.append(repr(e))
warnings.warn("ignored by default", DeprecationWarning)
