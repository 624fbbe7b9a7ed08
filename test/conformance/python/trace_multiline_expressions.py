def double(x):
    return x * 2


values = [
    double(1),
    double(2),
]
total = (
    double(3)
    + double(4)
)
config = {
    "a": double(5),
    "b": [double(6),
          double(7)],
}
