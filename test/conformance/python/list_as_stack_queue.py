stack = [3, 4, 5]
stack.append(6)
stack.append(7)
top = stack.pop()
stack.pop()
queue = ["Eric", "John", "Michael"]
queue.append("Terry")
served = queue.pop(0)
remaining = queue
