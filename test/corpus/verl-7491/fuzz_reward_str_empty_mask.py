# Found by the differential fuzzer: torch checks the assigned value's type before the index.
output = AgentLoopOutput.model_construct(prompt_ids=[49], response_ids=[], response_mask=[], metrics=AgentLoopMetrics(), reward_score="high")
result = output.as_dict()
