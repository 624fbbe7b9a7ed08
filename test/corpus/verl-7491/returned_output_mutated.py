output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields["tags"] = ["a"]
result = output.as_dict()
result["extra_fields"]["new_key"] = 1
model_keys = list(output.extra_fields)
