word = 'Python'
first = word[0]
last = word[-1]
sl = word[0:2]
sl2 = word[2:5]
sl3 = word[:2] + word[2:]
sl4 = word[-2:]
big = word[4:42]
rep = 3 * 'un' + 'ium'
n = len('supercalifragilisticexpialidocious')
raw = r'C:\some\name'
multi = """\
Usage: thingy [OPTIONS]
     -h                        Display this usage message
"""
joined = 'Py' 'thon'
try:
    word[0] = 'J'
except TypeError as e:
    err = str(e)
try:
    word[42]
except IndexError as e:
    err2 = str(e)
