output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields.update({"teacher_ids": [201, 202], "teacher_logprobs": [-0.1, -0.2], "uid": "abc"})
result = output.as_dict()
model_extra = output.extra_fields
