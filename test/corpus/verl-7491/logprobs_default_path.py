output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         response_logprobs=[-0.5, -0.75], metrics=AgentLoopMetrics())
result = output.as_dict()
