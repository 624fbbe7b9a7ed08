msgs = []
def f():
    return undefined_name
for fn in [f, lambda: [].apend(1), lambda: None.x, lambda: len(5), lambda: (1, 2).append(3), lambda: {}.has_key(1), lambda: "abc".push("d"), lambda: int.nope, lambda: print.x]:
    try:
        fn()
    except (NameError, AttributeError, TypeError) as e:
        msgs.append((type(e).__name__, str(e)))
class A:
    def __init__(self):
        self.value = 1
try:
    A().valeu
except AttributeError as e:
    msgs.append(str(e))
try:
    import collections
    collections.Countr
except AttributeError as e:
    msgs.append(str(e))
