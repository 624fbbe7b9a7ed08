data = """name,age,city
Alice,30,Paris
Bob,25,Berlin
Chloé,35,Montréal"""
header, *rows = [line.split(",") for line in data.splitlines()]
people = [dict(zip(header, row)) for row in rows]
ages = [int(p["age"]) for p in people]
avg_age = sum(ages) / len(ages)
oldest = max(people, key=lambda p: int(p["age"]))["name"]
