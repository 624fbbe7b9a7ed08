values = [0, 1, "", "a", [], [0], {}, None, 0.0, -1, (), set()]
truthy = [bool(v) for v in values]
picked = [v for v in values if v]
