values = [str(None), str([1, "a"]), str((1,)), str({"k": 1.5}), str({1, }), repr(()), str(3 + 0j)]
