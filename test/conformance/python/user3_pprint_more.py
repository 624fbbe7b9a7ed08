import pprint
cfg = {"model": {"name": "llama-7b", "layers": 32, "hidden": 4096, "dropout": 0.1, "vocab": list(range(12))},
       "train": {"lr": 3e-4, "schedule": ["warmup", "cosine", "constant"], "steps": 10000, "nested": {"a": {"b": {"c": [1, 2, 3] * 10}}}},
       "tags": ("x",), "empty": {}, "e2": [], "s": {3, 1, 2}, "fs": frozenset({2, 1}), "none": None}
a = pprint.pformat(cfg)
b = pprint.pformat(cfg, indent=4, width=60)
c = pprint.pformat(cfg, compact=True, width=50)
d = pprint.pformat(list(range(100)), compact=True)
long_text = "The quick brown fox jumps over the lazy dog. " * 5
e = pprint.pformat(long_text), pprint.pformat({"text": long_text}), pprint.pformat([long_text, "line1\nline2\n" * 8])
f = pprint.pformat([(i, str(i) * i) for i in range(12)], width=40)
g = pprint.pformat({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_dicts=False, width=10)
h = pprint.pformat(set(range(40))), pprint.pformat(frozenset(range(30)))
i = pprint.pformat([[1, 2], [3, [4, [5, [6, [7] * 20]]]]], width=30)
class P:
    def __repr__(self):
        return "P(" + "x" * 90 + ")"
j = pprint.pformat([P(), P()])
k = pprint.pformat((1,)), pprint.pformat(((1, 2, 3) * 20,)), pprint.pformat([{"k": v} for v in range(10)], width=30)
l = pprint.pformat({i: "v" * i for i in range(15)}, width=40)
pprint.pp({"b": 1, "a": [1] * 40})
