# model_dump() builds new containers all the way down: new lists, nested models as dicts.
output = AgentLoopOutput(
    prompt_ids=[1, 2],
    response_ids=[3],
    response_mask=[1],
    metrics=AgentLoopMetrics(tool_calls=1.5),
    extra_fields={"turns": [{"role": "user"}]},
)
dumped = output.model_dump()
new_list = dumped["prompt_ids"] is not output.prompt_ids
new_turns = dumped["extra_fields"]["turns"] is not output.extra_fields["turns"]
metrics_kind = type(dumped["metrics"]).__name__
shallow = dict(vars(output))
shared_list = shallow["prompt_ids"] is output.prompt_ids
shared_metrics = shallow["metrics"] is output.metrics
