from collections import ChainMap
defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cli = {}
cm = ChainMap(cli, env, defaults)
a = [cm["color"], cm["user"], len(cm), sorted(cm.keys())]
cm["color"] = "blue"
b = cli, defaults["color"]
child = cm.new_child({"color": "green"})
c = child["color"], child.parents["color"]
d = dict(cm)
try:
    del cm["user"]
except KeyError as e:
    m = str(e)
e = "user" in cm, cm.get("nope", 0)
r = repr(ChainMap({"a": 1}))
mp = cm.maps[1]
