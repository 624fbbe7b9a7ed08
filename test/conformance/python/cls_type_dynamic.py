Point = type("Point", (), {"x": 0, "show": lambda self: f"P({self.x})"})
p = Point()
p.x = 5
s = p.show()
name = Point.__name__
