stack = []
stack.pop()
