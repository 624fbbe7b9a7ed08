fruits = ['orange', 'apple', 'pear', 'banana', 'kiwi', 'apple', 'banana']
c1 = fruits.count('apple')
c2 = fruits.count('tangerine')
i1 = fruits.index('banana')
i2 = fruits.index('banana', 4)
fruits.reverse()
after_reverse = list(fruits)
fruits.append('grape')
fruits.sort()
after_sort = list(fruits)
popped = fruits.pop()
stack = [3, 4, 5]
stack.append(6)
stack.append(7)
s1 = stack.pop()
s2 = stack.pop()
squares = [x**2 for x in range(10)]
pairs = [(x, y) for x in [1,2,3] for y in [3,1,4] if x != y]
vec = [-4, -2, 0, 2, 4]
doubled = [x*2 for x in vec]
pos = [x for x in vec if x >= 0]
absed = [abs(x) for x in vec]
matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
transposed = [[row[i] for row in matrix] for i in range(4)]
zipped = list(zip(*matrix))
a = [-1, 1, 66.25, 333, 333, 1234.5]
del a[0]
del a[2:4]
a_after = list(a)
a.insert(0, 'x')
a.extend([1, 2])
a.remove(1)
final_a = a
try:
    fruits.index('zzz')
except ValueError as e:
    err = str(e)
