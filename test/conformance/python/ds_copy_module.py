import copy

orig = {"a": [1, 2], "b": {"c": [3]}}
shallow = copy.copy(orig)
deep = copy.deepcopy(orig)
orig["a"].append(99)
orig["b"]["c"].append(100)
shallow_sees = shallow["a"]
deep_sees = deep["a"]
deep_c = deep["b"]["c"]
