def sign(x):
    if x < 0:
        return "neg"
    elif x == 0:
        return "zero"
    else:
        return "pos"
a = [sign(v) for v in (-2, 0, 3)]
words = ['cat', 'window', 'defenestrate']
b = [(w, len(w)) for w in words]
users = {'Hans': 'active', 'Éléonore': 'inactive', '景太郎': 'active'}
for user, status in users.copy().items():
    if status == 'inactive':
        del users[user]
active_users = {}
for user, status in users.items():
    if status == 'active':
        active_users[user] = status
c = list(range(5)), list(range(5, 10)), list(range(0, 10, 3)), list(range(-10, -100, -30)), sum(range(4))
primes = []
for n in range(2, 10):
    for x in range(2, n):
        if n % x == 0:
            break
    else:
        primes.append(n)
evens = []
for num in range(2, 10):
    if num % 2 == 0:
        evens.append(num)
        continue
def http_error(status):
    match status:
        case 400:
            return "Bad request"
        case 404:
            return "Not found"
        case 401 | 403:
            return "Not allowed"
        case _:
            return "Something's wrong with the internet"
d = [http_error(s) for s in (400, 403, 500)]
def fib2(n):
    result = []
    a, b = 0, 1
    while a < n:
        result.append(a)
        a, b = b, a + b
    return result
e = fib2(100), fib2.__name__, fib2(0)
i = 5
def f(arg=i):
    return arg
i = 6
g = f()
def fa(a, L=[]):
    L.append(a)
    return L
h = fa(1), fa(2), fa(3)
def parrot(voltage, state='a stiff', action='voom', type='Norwegian Blue'):
    return f"-- This parrot wouldn't {action} if you put {voltage} volts through it. -- Lovely plumage, the {type} -- It's {state}!"
j = parrot(1000), parrot(voltage=1000000, action='VOOOOOM'), parrot('a thousand', state='pushing up the daisies')
def cheeseshop(kind, *arguments, **keywords):
    out = ["-- Do you have any " + kind + "?"]
    for arg in arguments:
        out.append(arg)
    for kw in keywords:
        out.append(kw + ": " + keywords[kw])
    return out
k = cheeseshop("Limburger", "It's very runny, sir.", shopkeeper="Michael Palin", sketch="Cheese Shop Sketch")
def concat(*args, sep="/"):
    return sep.join(args)
l = concat("earth", "mars", "venus"), concat("earth", "mars", "venus", sep=".")
args = [3, 6]
m = list(range(*args))
def make_incrementor(n):
    return lambda x: x + n
inc = make_incrementor(42)
pairs = [(1, 'one'), (2, 'two'), (3, 'three'), (4, 'four')]
pairs.sort(key=lambda pair: pair[1])
o = inc(0), inc(1), pairs
def my_function():
    """Do nothing, but document it.

    No, really, it doesn't do anything.
    """
    pass
p = my_function.__doc__
def fann(ham: str, eggs: str = 'eggs') -> str:
    return ham + ' and ' + eggs
q = fann.__annotations__, fann('spam')
