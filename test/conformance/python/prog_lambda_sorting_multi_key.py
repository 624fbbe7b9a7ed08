employees = [
    {"name": "Zoe", "dept": "eng", "age": 29},
    {"name": "adam", "dept": "ops", "age": 41},
    {"name": "Bea", "dept": "eng", "age": 35},
    {"name": "carl", "dept": "ops", "age": 41},
]
by_dept_age = [e["name"] for e in sorted(employees, key=lambda e: (e["dept"], -e["age"]))]
case_insensitive = sorted((e["name"] for e in employees), key=str.lower)
case_sensitive = sorted(e["name"] for e in employees)
