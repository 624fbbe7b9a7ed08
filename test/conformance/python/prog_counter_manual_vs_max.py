votes = ["red", "blue", "red", "green", "blue", "red"]
tally = {}
for v in votes:
    tally[v] = tally.get(v, 0) + 1
winner = max(tally, key=tally.get)
ranking = sorted(tally, key=lambda c: tally[c], reverse=True)
tie_break = sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))
