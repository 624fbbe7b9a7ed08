basket = {'apple', 'orange', 'apple', 'pear', 'orange', 'banana'}
n = len(basket)
has = 'orange' in basket
a = set('abracadabra')
b = set('alacazam')
diff = sorted(a - b)
union = sorted(a | b)
inter = sorted(a & b)
sym = sorted(a ^ b)
comp = sorted({x for x in 'abracadabra' if x not in 'abc'})
nums = {3, 1, 2}
nums.add(5)
nums.discard(10)
nums.remove(1)
ns = sorted(nums)
sub = {1, 2} <= {1, 2, 3}
sup = {1, 2, 3}.issuperset({1})
dis = {1}.isdisjoint({2})
fs = frozenset([1, 2, 2])
fs_len = len(fs)
e = set()
r = repr(e)
rn = repr({1, 2, 3})
try:
    nums.remove(99)
except KeyError as ex:
    err = str(ex)
