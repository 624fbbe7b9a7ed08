output = AgentLoopOutput(
    prompt_ids=[101, 102],
    response_ids=[11, 12],
    response_mask=[1, 1],
    metrics=AgentLoopMetrics(),
    extra_fields={"teacher_ids": [7, 8], "teacher_logprobs": [-1.5, -2.25], "keep": True},
)
result = output.as_dict()
model_still_has_teacher = "teacher_ids" in output.extra_fields
