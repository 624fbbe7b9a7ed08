def scope_test():
    log = []
    def do_local():
        spam = "local spam"
    def do_nonlocal():
        nonlocal spam
        spam = "nonlocal spam"
    def do_global():
        global spam
        spam = "global spam"
    spam = "test spam"
    do_local()
    log.append("After local assignment: " + spam)
    do_nonlocal()
    log.append("After nonlocal assignment: " + spam)
    do_global()
    log.append("After global assignment: " + spam)
    return log
result = scope_test()
after = spam
x = 1
def read_x():
    return x
def shadow():
    x = 2
    return x
rx = read_x()
sx = shadow()
def unbound():
    try:
        y = z_undefined_local
    except NameError as e:
        return str(e)
ub = unbound()
def bad():
    print(counter)
    counter = 1
counter = 0
try:
    bad()
except UnboundLocalError as e:
    ule = str(e)
