class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def to_list(head):
    out = []
    while head is not None:
        out.append(head.value)
        head = head.next
    return out


def reverse(head):
    prev = None
    while head:
        head.next, prev, head = prev, head, head.next
    return prev


head = Node(1, Node(2, Node(3)))
forward = to_list(head)
backward = to_list(reverse(head))
