prompt = [101, 102]
output = AgentLoopOutput(prompt_ids=prompt, response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(),
                         extra_fields={"history": prompt})
prompt.append(103)
result = output.as_dict()
prompt_len_in_model = len(output.prompt_ids)
history_len = len(output.extra_fields["history"])
