a, b, c = [1, 2, 3]
first, *rest = [10, 20, 30, 40]
*init, last = "hello"
head, *mid, tail = range(5)
(x, y), z = (1, 2), 3
