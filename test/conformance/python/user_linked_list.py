class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next
class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next
    def __len__(self):
        return self.size
    def reverse(self):
        prev = None
        node = self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
    def __repr__(self):
        return " -> ".join(map(str, self)) or "empty"
ll = LinkedList()
e = repr(ll)
for v in range(5):
    ll.push(v)
before = list(ll)
ll.reverse()
after = list(ll)
r = repr(ll)
n = len(ll)
has3 = 3 in ll
truth = bool(LinkedList())
