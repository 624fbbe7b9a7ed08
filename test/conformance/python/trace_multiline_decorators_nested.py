def tag(*names, **kw):
    def wrap(f):
        return f
    return wrap
def k():
    return 1
def outer(n):
    @tag(
        "a",
        k(),
        key=[
            n,
            2,
        ],
    )
    def inner(x=k(), y=(
        3,
        n,
    )):
        return x
    for i in range(2):
        @tag(
            i,
        )
        class C:
            v = i
    return inner()
r = outer(5)
@tag(
    k(),
)
@tag
class Top:
    pass
x = (
    1
    +
    k()
)
y = [
    k(),
    "s",
    3.5,
]
