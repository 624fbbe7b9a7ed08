output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics(), uid="x")
fields_set = sorted(output.model_fields_set)
has_uid = hasattr(output, "uid")
