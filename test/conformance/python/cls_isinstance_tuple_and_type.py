class A:
    pass


class B(A):
    pass


b = B()
checks = [isinstance(b, A), isinstance(b, (int, B)), type(b) is A, type(b) is B, type(b) == B, issubclass(B, (str, A)), isinstance(A, type)]
names = [type(x).__name__ for x in (b, A, 3, None, len)]
