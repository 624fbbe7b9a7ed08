class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, values=()):
        self.head = None
        for v in reversed(values):
            self.head = Node(v, self.head)

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def reverse(self):
        prev = None
        node = self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev


ll = LinkedList([1, 2, 3, 4])
forward = list(ll)
ll.reverse()
backward = list(ll)
