class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr!"


s = str(OnlyRepr())
f = f"{OnlyRepr()}"
l = str([OnlyRepr()])
