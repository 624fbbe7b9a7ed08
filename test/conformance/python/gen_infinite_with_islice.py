from itertools import islice, count


def squares():
    for n in count(1):
        yield n * n


first5 = list(islice(squares(), 5))
evens = list(islice((x for x in count() if x % 2 == 0), 3, 6))
