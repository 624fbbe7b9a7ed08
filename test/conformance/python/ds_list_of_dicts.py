records = [
    {"name": "ann", "dept": "eng", "salary": 120},
    {"name": "bo", "dept": "ops", "salary": 90},
    {"name": "cy", "dept": "eng", "salary": 100},
]
by_dept = {}
for r in records:
    by_dept.setdefault(r["dept"], []).append(r["name"])
payroll = sum(r["salary"] for r in records)
eng_avg = sum(r["salary"] for r in records if r["dept"] == "eng") / len(by_dept["eng"])
richest = max(records, key=lambda r: r["salary"])["name"]
