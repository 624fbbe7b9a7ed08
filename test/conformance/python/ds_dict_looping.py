knights = {"gallahad": "the pure", "robin": "the brave"}
lines = [f"{k} {v}" for k, v in knights.items()]
for i, v in enumerate(["tic", "tac", "toe"]):
    lines.append(f"{i}:{v}")
questions = ["name", "quest", "favorite color"]
answers = ["lancelot", "the holy grail", "blue"]
for q, a in zip(questions, answers):
    lines.append("What is your {0}?  It is {1}.".format(q, a))
