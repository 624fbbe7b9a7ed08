files = ["a.py", "b.txt", "c.md", "d.PY"]
py = [f for f in files if f.lower().endswith(".py")]
docs = [f for f in files if f.endswith((".txt", ".md"))]
