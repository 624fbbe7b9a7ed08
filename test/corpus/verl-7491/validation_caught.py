from pydantic import ValidationError

errors = []
for bad in [{"metrics": None}, {"num_turns": 1.5}, {"multi_modal_data": "x"}, {"reward_score": "high"}]:
    kwargs = dict(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
    kwargs.update(bad)
    try:
        AgentLoopOutput(**kwargs)
    except ValidationError as e:
        errors.append((list(bad)[0], str(e).splitlines()[0], str(e).splitlines()[2].strip().split(" [")[0]))
