import copy
output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
output.extra_fields["nested"] = {"k": [1]}
snapshot = copy.deepcopy(output.extra_fields)
shallow = copy.copy(output.extra_fields)
model_copy = copy.copy(output)
model_deep = copy.deepcopy(output)
result = output.as_dict()
result["extra_fields"]["nested"]["k"].append(2)
checks = (snapshot == output.extra_fields, shallow["nested"] is output.extra_fields["nested"], model_copy.extra_fields is output.extra_fields,
          model_deep.extra_fields is output.extra_fields, sorted(model_deep.model_fields_set), model_deep == output)
