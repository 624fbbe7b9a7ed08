output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         metrics=AgentLoopMetrics(), extra_fields={"a": 1})
output.extra_fields["b"] = 2
result = output.as_dict()
