metrics = AgentLoopMetrics(num_preempted=3)
a = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=metrics, extra_fields={})
b = AgentLoopOutput(prompt_ids=[3], response_ids=[4], response_mask=[1], metrics=metrics, extra_fields={})
same_metrics = a.metrics is b.metrics
ra = a.as_dict()
