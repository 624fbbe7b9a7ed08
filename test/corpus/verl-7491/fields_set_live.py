# model_fields_set is pydantic's own set, not a copy: adding to it marks the field set,
# so exclude_unset keeps the default extra_fields (and the old code no longer fails).
output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
fields_set = output.model_fields_set
same_object = fields_set is output.model_fields_set
fields_set.add("extra_fields")
output.extra_fields["raw_prompt"] = "hello"
marked = sorted(output.model_fields_set)
result = output.as_dict()
