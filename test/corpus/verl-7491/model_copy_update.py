output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
copy = output.model_copy(update={"extra_fields": {"k": 1}})
copy_set = sorted(copy.model_fields_set)
result = copy.as_dict()
original_extra = output.extra_fields
