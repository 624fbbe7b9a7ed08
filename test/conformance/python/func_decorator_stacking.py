order = []


def tag(name):
    def deco(f):
        order.append(name)

        def inner():
            return f"<{name}>{f()}</{name}>"

        return inner

    return deco


@tag("b")
@tag("i")
def text():
    return "hi"


html = text()
