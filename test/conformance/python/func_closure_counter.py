def make_counter():
    count = 0

    def increment():
        nonlocal count
        count += 1
        return count

    return increment


c1 = make_counter()
c2 = make_counter()
values = [c1(), c1(), c2(), c1()]
