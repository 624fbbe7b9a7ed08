def guarded():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield f"handled {e}"


g = guarded()
a = next(g)
b = g.throw(ValueError("boom"))
c = next(g)
