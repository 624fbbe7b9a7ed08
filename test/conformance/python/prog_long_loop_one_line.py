total = 0
for i in range(30000): total += i
squares = sum([k * k for k in range(20000)])
