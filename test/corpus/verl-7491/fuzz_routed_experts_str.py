# Found by the differential fuzzer: torch.tensor("r", dtype=...) is "invalid data type", not a dimension error.
output = AgentLoopOutput(prompt_ids=[74], response_ids=[289], response_mask=[1], routed_experts="r", metrics=AgentLoopMetrics())
result = output.as_dict()
