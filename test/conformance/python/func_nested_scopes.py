x = "global"


def outer():
    x = "enclosing"

    def inner():
        return x

    return inner()


def shadow():
    x = "local"
    return x


results = [outer(), shadow(), x]
