from collections import ChainMap
defaults = {"color": "red", "user": "guest", "z": 0}
args = {"user": "admin"}
cm = ChainMap(args, defaults)
a = cm["user"], cm["color"], len(cm), list(cm), dict(cm), "color" in cm, cm.get("x", 0), cm.get("z"), bool(ChainMap()), bool(cm)
cm["new"] = 1
b = args, defaults, repr(cm), list(cm.keys()), list(cm.items()), list(cm.values())
child = cm.new_child({"user": "child"})
c = child["user"], child.parents["user"], len(child.maps), repr(ChainMap()), repr(cm.new_child()), repr(cm.new_child(k=1))
try:
    del cm["color"]
except KeyError as e:
    d = str(e)
try:
    ChainMap()["nope"]
except KeyError as e:
    e1 = repr(e)
f = cm.pop("new"), cm.setdefault("user", "x"), cm.setdefault("fresh", 5), args
cm.maps.append({"last": 9})
g = cm["last"], len(cm.maps)
try:
    cm.pop("color")
except KeyError as e:
    h = str(e)
