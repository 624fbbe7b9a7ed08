class B(Exception):
    pass


class C(B):
    pass


class D(C):
    pass


caught = []
for cls in [B, C, D]:
    try:
        raise cls()
    except B:
        caught.append("B")
    except C:
        caught.append("C")
    except D:
        caught.append("D")
