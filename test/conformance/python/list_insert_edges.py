a = [1, 2, 3]
a.insert(100, "end")
a.insert(-100, "start")
a.insert(-1, "before_last")
