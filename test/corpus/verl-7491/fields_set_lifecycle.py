output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics(), num_turns=0)
history = [sorted(output.model_fields_set)]
output.extra_fields["a"] = 1
history.append(sorted(output.model_fields_set))
output.reward_score = 0.5
history.append(sorted(output.model_fields_set))
output.metrics.tool_calls = 3
history.append(sorted(output.metrics.model_fields_set))
result = output.as_dict()
