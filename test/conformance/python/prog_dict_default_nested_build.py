edges = [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a"), ("d", "a")]
graph = {}
for src, dst in edges:
    graph.setdefault(src, []).append(dst)
    graph.setdefault(dst, [])
indegree = {n: 0 for n in graph}
for src, dst in edges:
    indegree[dst] += 1
sources = [n for n, d in indegree.items() if d == 0]


def reachable(start):
    seen, stack = set(), [start]
    while stack:
        n = stack.pop()
        if n not in seen:
            seen.add(n)
            stack.extend(graph[n])
    return sorted(seen)


from_d = reachable("d")
