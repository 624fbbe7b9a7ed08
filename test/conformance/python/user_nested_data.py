people = [
    {"name": "Ann", "age": 31, "city": "Oslo"},
    {"name": "Bob", "age": 25, "city": "Rome"},
    {"name": "Cid", "age": 35, "city": "Oslo"},
]
by_city = {}
for p in people:
    by_city.setdefault(p["city"], []).append(p["name"])
avg_age = sum(p["age"] for p in people) / len(people)
oldest = max(people, key=lambda p: p["age"])["name"]
names = [p["name"] for p in sorted(people, key=lambda p: p["age"])]
adults = list(filter(lambda p: p["age"] > 30, people))
n_adults = len(adults)
cities = sorted({p["city"] for p in people})
renamed = [{**p, "name": p["name"].upper()} for p in people]
first = renamed[0]
stats = {"min": min(p["age"] for p in people), "max": max(p["age"] for p in people)}
