for i in range(3):
    pass
last_i = i
total = 0
for j in []:
    total += j
