output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         reward_score=1, metrics=AgentLoopMetrics())
validated = output.reward_score
result = output.as_dict()
