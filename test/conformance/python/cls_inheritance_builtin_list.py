class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack()
s.push(1)
s.push(2)
top = s.peek()
n = len(s)
plain = list(s)
is_list = isinstance(s, list)
