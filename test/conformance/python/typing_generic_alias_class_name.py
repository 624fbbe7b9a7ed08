# types.GenericAlias is named GenericAlias in the types module; a container holding list[int]
# shows it as an opaque GenericAlias.
t = type(list[int])
n = t.__name__
m = t.__module__
r = repr(t)
held = [list[int], dict[str, int]]
