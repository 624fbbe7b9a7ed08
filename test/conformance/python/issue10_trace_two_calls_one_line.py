seen = []


def log(s):
    seen.append(s)


log("a"); log("b")
