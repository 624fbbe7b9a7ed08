i = 0
while i < 4:
    i += 1
    match i:
        case 1:
            continue
        case 2:
            pass
        case 3: break
    x = i
for j in range(3):
    match j:
        case 0: pass
        case _: y = j
