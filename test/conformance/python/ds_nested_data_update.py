state = {"users": [{"id": 1, "tags": []}, {"id": 2, "tags": ["x"]}], "count": 2}
state["users"][0]["tags"].append("new")
state["users"].append({"id": 3, "tags": state["users"][1]["tags"]})
state["count"] += 1
shared = state["users"][2]["tags"] is state["users"][1]["tags"]
