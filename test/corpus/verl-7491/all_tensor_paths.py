output = AgentLoopOutput(
    prompt_ids=[101, 102, 103],
    response_ids=[11, 12],
    response_mask=[1, 0],
    response_logprobs=[-0.1, -0.2],
    routed_experts=[[1, 2], [3, 4]],
    reward_score=0.5,
    num_turns=2,
    metrics=AgentLoopMetrics(generate_sequences=1.5, num_preempted=0),
    extra_fields={"teacher_ids": [9], "teacher_logprobs": [-0.3]},
)
result = output.as_dict()
summary = {k: (tuple(v.shape), str(v.dtype)) for k, v in result.items() if hasattr(v, "shape")}
