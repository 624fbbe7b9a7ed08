def build(i, explicit):
    kwargs = dict(prompt_ids=[100 + i], response_ids=[i, i + 1], response_mask=[1, 1], metrics=AgentLoopMetrics())
    if explicit:
        kwargs["extra_fields"] = {"index": i}
    return AgentLoopOutput(**kwargs)


outputs = [build(i, i % 2 == 0) for i in range(4)]
status = []
for out in outputs:
    try:
        status.append(sorted(out.as_dict()))
    except KeyError as missing:
        status.append(f"KeyError {missing}")
