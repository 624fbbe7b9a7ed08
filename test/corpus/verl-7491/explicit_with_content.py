extra = {"raw_prompt": [{"role": "user", "content": "hi"}], "turn_scores": [0.5, 1.0]}
output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         metrics=AgentLoopMetrics(), extra_fields=extra)
copied_on_validation = output.extra_fields is not extra
result = output.as_dict()
nested_shared = result["extra_fields"]["raw_prompt"] is output.extra_fields["raw_prompt"]
