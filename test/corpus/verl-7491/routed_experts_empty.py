output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11], response_mask=[1],
                         routed_experts=[], metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
aligned = result["routed_experts"].tolist()
