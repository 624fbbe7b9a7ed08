from collections import ChainMap
defaults = {"color": "red", "user": "guest"}
args = {"user": "admin"}
cm = ChainMap(args, defaults)
a = cm["user"], cm["color"], len(cm), sorted(cm), dict(cm), "color" in cm, cm.get("x", 0)
cm["new"] = 1
b = args, defaults, repr(cm)
child = cm.new_child({"user": "child"})
c = child["user"], child.parents["user"], len(child.maps), repr(ChainMap())
try:
    del cm["color"]
except KeyError as e:
    d = str(e)
