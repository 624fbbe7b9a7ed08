def ask_ok(prompt, retries=4, reminder='Please try again!'):
    return (prompt, retries, reminder)
a = ask_ok('Do you really want to quit?')
b = ask_ok('OK to overwrite the file?', 2)
c = ask_ok('OK?', 2, 'Come on, only yes or no!')
i = 5
def f(arg=i):
    return arg
i = 6
d = f()
def g(a, L=[]):
    L.append(a)
    return L
g(1)
g(2)
e = g(3)
def h(a, L=None):
    if L is None:
        L = []
    L.append(a)
    return L
h(1)
ff = h(2)
def parrot(voltage, state='a stiff', action='voom', type='Norwegian Blue'):
    return f"{action} {voltage} {state} {type}"
p1 = parrot(1000)
p2 = parrot(voltage=1000000, action='VOOOOOM')
p3 = parrot('a thousand', state='pushing up the daisies')
try:
    parrot()
except TypeError as ex:
    e1 = str(ex)
try:
    parrot(voltage=5.0, voltage2=1)
except TypeError as ex:
    e2 = str(ex)
try:
    parrot(110, voltage=220)
except TypeError as ex:
    e3 = str(ex)
