output = AgentLoopOutput.model_construct(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
result = output.as_dict()
