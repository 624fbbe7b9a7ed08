output = AgentLoopOutput(prompt_ids="101", response_ids=[1, "x", None], response_mask=None,
                         response_logprobs=["a"], num_turns=1.5, metrics={"num_preempted": "n"}, extra_fields=[1])
