output = AgentLoopOutput(
    prompt_ids=[101, 102],
    response_ids=[11, 12],
    response_mask=[1, 1],
    metrics=AgentLoopMetrics(),
)
output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]
result = output.as_dict()
