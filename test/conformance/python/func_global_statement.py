counter = 0


def increment():
    global counter
    counter += 1


for _ in range(5):
    increment()
