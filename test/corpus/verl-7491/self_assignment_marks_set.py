output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields["k"] = "v"
output.extra_fields = output.extra_fields
result = output.as_dict()
