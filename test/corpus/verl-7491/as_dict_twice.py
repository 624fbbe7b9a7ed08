output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields.update({"teacher_ids": [1], "raw": "r"})
first = output.as_dict()
second = output.as_dict()
same_result = first["extra_fields"] == second["extra_fields"]
