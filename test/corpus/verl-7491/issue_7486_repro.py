# Issue #7486: a valid AgentLoopOutput built without extra_fields cannot be serialized.
output = AgentLoopOutput(
    prompt_ids=[1, 2, 3],
    response_ids=[4, 5],
    response_mask=[1, 1],
    metrics=AgentLoopMetrics(),
)
batch = output.as_dict()
