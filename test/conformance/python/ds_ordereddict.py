from collections import OrderedDict

od = OrderedDict()
od["b"] = 1
od["a"] = 2
od.move_to_end("b")
keys = list(od)
last = od.popitem()
