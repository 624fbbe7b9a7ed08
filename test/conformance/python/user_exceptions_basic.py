def divide(x, y):
    try:
        result = x / y
    except ZeroDivisionError:
        return "division by zero!"
    else:
        return result
    finally:
        log.append("executing finally clause")
log = []
a = divide(2, 1)
b = divide(2, 0)
try:
    int("abc")
except ValueError as e:
    e1 = str(e)
try:
    [][1]
except IndexError as e:
    e2 = str(e)
try:
    {}["k"]
except KeyError as e:
    e3 = str(e)
try:
    None.foo
except AttributeError as e:
    e4 = str(e)
try:
    1 + "a"
except TypeError as e:
    e5 = str(e)
try:
    undefined_name
except NameError as e:
    e6 = str(e)
try:
    raise ValueError("custom", 42)
except ValueError as e:
    e7 = e.args
    e7s = str(e)
try:
    "abc".index("z")
except ValueError as e:
    e8 = str(e)
try:
    int(None)
except TypeError as e:
    e9 = str(e)
try:
    float("x")
except ValueError as e:
    e10 = str(e)
try:
    len(5)
except TypeError as e:
    e11 = str(e)
try:
    1 / 0
except ZeroDivisionError as e:
    e12 = str(e)
try:
    1 % 0
except ZeroDivisionError as e:
    e13 = str(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    e14 = str(e)
