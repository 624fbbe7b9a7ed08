def make_adder(n):
    def add(x):
        return x + n

    return add


add5 = make_adder(5)
cells = len(add5.__closure__)
value = add5.__closure__[0].cell_contents
