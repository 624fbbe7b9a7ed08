lines = ["# comment", "alpha 1", "", "beta 2", "# another", "gamma 3"]


def non_blank(ls):
    return (l for l in ls if l.strip())


def not_comment(ls):
    return (l for l in ls if not l.startswith("#"))


def parse(ls):
    for l in ls:
        name, value = l.split()
        yield name, int(value)


parsed = dict(parse(not_comment(non_blank(lines))))
