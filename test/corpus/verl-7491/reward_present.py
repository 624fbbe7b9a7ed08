output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12, 13], response_mask=[1, 1, 1],
                         reward_score=0.7, metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
scores = result["rm_scores"].tolist()
