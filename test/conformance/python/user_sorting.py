students = [('john', 'A', 15), ('jane', 'B', 12), ('dave', 'B', 10)]
by_age = sorted(students, key=lambda s: s[2])
by_grade_then_age = sorted(students, key=lambda s: (s[1], -s[2]))
rev = sorted([5, 2, 3, 1, 4], reverse=True)
words = "This is a test string from Andrew".split()
ci = sorted(words, key=str.lower)
by_len = sorted(words, key=len)
nums = [3, 1, 2]
nums.sort()
d = {'b': 2, 'a': 3, 'c': 1}
by_val = sorted(d.items(), key=lambda kv: kv[1])
by_key = sorted(d)
top = max(d, key=d.get)
mn = min([4, -5, 2], key=abs)
stable = sorted([(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')], key=lambda t: t[0])
chars = sorted("hello")
mixed = sorted([3.5, 1, 2.25, -1])
try:
    sorted([1, "a"])
except TypeError as e:
    err = str(e)
rs = list(reversed([1, 2, 3]))
srt_str = ''.join(sorted("banana", reverse=True))
class P:
    def __init__(self, n): self.n = n
    def __lt__(self, o): return self.n < o.n
ps = [p.n for p in sorted([P(3), P(1), P(2)])]
mx = max([P(3), P(9), P(2)]).n
