output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(num_preempted=0),
                         response_logprobs=[-1, 0], extra_fields={"nested": {"k": [1]}})
dumped = output.model_dump()
rebuilt = AgentLoopOutput(**dumped)
same = rebuilt == output
rebuilt_set = sorted(rebuilt.model_fields_set)
partial = AgentLoopOutput(**output.model_dump(exclude_unset=True))
partial_metrics = partial.metrics
deep = output.model_copy(deep=True)
shallow = output.model_copy()
identity = (
    deep.extra_fields is output.extra_fields,
    shallow.extra_fields is output.extra_fields,
    deep.extra_fields["nested"] is output.extra_fields["nested"],
    deep.metrics is output.metrics,
    shallow.metrics is output.metrics,
)
deep.extra_fields["nested"]["k"].append(2)
original_nested = output.extra_fields["nested"]["k"]
logprobs = output.response_logprobs
result = partial.as_dict()
