output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
output.not_a_field = 1
