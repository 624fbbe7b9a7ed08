from collections import defaultdict
from statistics import mean
scores = [("ann", "math", 90), ("bob", "math", 72), ("ann", "art", 85), ("cid", "math", 64), ("bob", "art", 99), ("cid", "art", 70)]
by_student = defaultdict(list)
by_subject = defaultdict(dict)
for name, subj, sc in scores:
    by_student[name].append(sc)
    by_subject[subj][name] = sc
averages = {n: mean(v) for n, v in by_student.items()}
best = max(averages.items(), key=lambda kv: kv[1])
def letter(avg):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return grade
    return "F"
letters = {n: letter(a) for n, a in sorted(averages.items())}
top_per_subject = {s: max(d, key=d.get) for s, d in by_subject.items()}
report = [f"{n:<5}{a:>7.2f} {letters[n]}" for n, a in sorted(averages.items(), key=lambda kv: -kv[1])]
