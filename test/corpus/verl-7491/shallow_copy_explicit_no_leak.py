output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         metrics=AgentLoopMetrics(), extra_fields={"raw_prompt": [{"role": "user"}]})
result = output.as_dict()
result["extra_fields"]["raw_prompt"].append({"role": "assistant"})
model_sees_it = len(output.extra_fields["raw_prompt"])
