def repeat(times):
    def decorate(func):
        def wrapper(*args):
            return [func(*args) for _ in range(times)]

        return wrapper

    return decorate


@repeat(3)
def shout(word):
    return word.upper()


result = shout("hey")
