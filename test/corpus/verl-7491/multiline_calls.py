def make(
    prompt,
    response,
):
    return AgentLoopOutput(
        prompt_ids=prompt,
        response_ids=response,
        response_mask=[1] * len(response),
        metrics=AgentLoopMetrics(),
    )


def describe(d):
    return sorted(d)


summary = describe(
    make([1, 2], [3]).as_dict()
)
