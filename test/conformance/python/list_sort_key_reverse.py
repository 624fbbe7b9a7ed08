people = [("alice", 31), ("bob", 25), ("carol", 31), ("dave", 19)]
by_age = sorted(people, key=lambda p: p[1])
by_age_desc = sorted(people, key=lambda p: p[1], reverse=True)
by_age_name = sorted(people, key=lambda p: (-p[1], p[0]))
words = ["banana", "Apple", "cherry"]
words.sort(key=str.lower)
