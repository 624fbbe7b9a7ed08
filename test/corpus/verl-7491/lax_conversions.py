output = AgentLoopOutput(prompt_ids=(101, "102"), response_ids=[11.0, True], response_mask=[1, 1],
                         response_logprobs=[-1, "0.5"], num_turns="3", metrics={"tool_calls": 2}, extra_fields={"n": 1})
values = [output.prompt_ids, output.response_ids, output.response_logprobs, output.num_turns, output.metrics.tool_calls]
result = output.as_dict()
