def outer(data):
    return inner(data,
                 "key")


def inner(data, key):
    value = data[key]
    return value


result = outer({"other": 1})
