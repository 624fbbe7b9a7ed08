scores = {"ann": [90, 85, 77], "bob": [60, 70, 65], "cy": [100, 95, 98], "dee": []}


def grade(avg):
    if avg >= 90:
        return "A"
    if avg >= 80:
        return "B"
    if avg >= 70:
        return "C"
    return "F"


report = {}
for name, marks in scores.items():
    if not marks:
        report[name] = "no marks"
        continue
    avg = sum(marks) / len(marks)
    report[name] = f"{avg:.1f} ({grade(avg)})"
