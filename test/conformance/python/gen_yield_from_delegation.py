def flatten(items):
    for item in items:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


flat = list(flatten([1, [2, (3, [4])], [], 5]))


def chain(*iterables):
    for it in iterables:
        yield from it


joined = list(chain("ab", [1, 2], range(2)))
