output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
fields_set = sorted(output.model_fields_set)
result = output.as_dict()
keys = list(result)
