class Item:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"Item({self.name!r})"


items = [Item("a"), Item("b")]
as_str = str(items)
joined = ", ".join(str(i) for i in items)
single = str(items[0])
mapping = str({"k": items[0]})
