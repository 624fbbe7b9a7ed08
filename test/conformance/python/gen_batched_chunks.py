def chunks(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i : i + size]


batches = list(chunks(list(range(7)), 3))
words = [" ".join(c) for c in chunks("a b c d e".split(), 2)]
