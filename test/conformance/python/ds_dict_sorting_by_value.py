scores = {"ann": 82, "bob": 95, "cy": 82, "dee": 70}
top = sorted(scores, key=scores.get, reverse=True)
ranking = [name for name, _ in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))]
best = max(scores, key=lambda k: scores[k])
