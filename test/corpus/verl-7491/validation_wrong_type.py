output = AgentLoopOutput(prompt_ids=["a", 102, "c"], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
