import copy


class Box:
    def __init__(self, items):
        self.items = items


a = Box([1, [2]])
b = copy.copy(a)
c = copy.deepcopy(a)
a.items[1].append(3)
a.items.append(4)
shallow_sees = b.items
deep_sees = c.items
same_box = (b is a, b.items is a.items, c.items is a.items)
lst = [[1], [2]]
lst2 = copy.deepcopy(lst)
lst2[0].append(9)
