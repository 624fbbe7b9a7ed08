output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         routed_experts=[3, 1, 2, 0, 9], metrics=AgentLoopMetrics())
result = output.as_dict()
