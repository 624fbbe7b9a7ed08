output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields={})
output.num_turns = "many"
output.prompt_ids = (5, 6)
result = output.as_dict()
