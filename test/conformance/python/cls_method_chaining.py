class Query:
    def __init__(self):
        self.parts = []

    def where(self, cond):
        self.parts.append(f"WHERE {cond}")
        return self

    def order(self, key):
        self.parts.append(f"ORDER BY {key}")
        return self

    def build(self):
        return " ".join(["SELECT *"] + self.parts)


sql = Query().where("a > 1").order("b").build()
