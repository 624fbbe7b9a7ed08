output = AgentLoopOutput(
    prompt_ids=[101, 102, 103],
    response_ids=[11, 12],
    response_mask=[1, 0],
    response_logprobs=[-0.1, -0.2],
    routed_experts=[[1, 2], [3, 4]],
    reward_score=0.5,
    metrics=AgentLoopMetrics(),
)
output.extra_fields["teacher_ids"] = [9, 9]
result = output.as_dict()
