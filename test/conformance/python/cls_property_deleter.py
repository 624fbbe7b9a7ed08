class Item:
    def __init__(self):
        self._tag = "x"
        self.log = []

    @property
    def tag(self):
        return self._tag

    @tag.deleter
    def tag(self):
        self.log.append("deleted")
        self._tag = None


i = Item()
del i.tag
state = (i.tag, i.log)
