output = AgentLoopOutput.model_construct(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                                         metrics=AgentLoopMetrics(), extra_fields={"x": [1]})
result = output.as_dict()
same = result["extra_fields"]["x"] is output.extra_fields["x"]
