n = 3
while n > 0:
    n -= 1
for i in range(2):
    for j in range(2):
        pass
else:
    done = True
