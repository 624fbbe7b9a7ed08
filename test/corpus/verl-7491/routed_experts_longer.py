output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1],
                         routed_experts=[[1, 2], [3, 4], [5, 6], [7, 8]], metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
aligned = result["routed_experts"].tolist()
