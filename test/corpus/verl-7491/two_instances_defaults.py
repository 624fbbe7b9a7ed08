a = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
b = AgentLoopOutput(prompt_ids=[3], response_ids=[4], response_mask=[1], metrics=AgentLoopMetrics())
a.extra_fields["only_a"] = True
separate = a.extra_fields is not b.extra_fields
b_extra = b.extra_fields
ra = a.as_dict()
