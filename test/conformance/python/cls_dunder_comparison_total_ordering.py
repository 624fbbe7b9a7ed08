from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts


vs = [Version("1.10.0"), Version("1.2.3"), Version("1.2.10")]
ordered = [".".join(map(str, v.parts)) for v in sorted(vs)]
ge = Version("2.0") >= Version("1.9")
