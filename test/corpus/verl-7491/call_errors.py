output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
errors = []
for attempt in [
    lambda: output.as_dict(1),
    lambda: output.to_dict(),
    lambda: AgentLoopOutput.as_dict(),
    lambda: output.as_dict(exclude=True),
    lambda: output.model_dump(1),
    lambda: output.extra_fields.pop(),
    lambda: output.extra_fields.get(),
    lambda: len(output),
    lambda: output["prompt_ids"],
    lambda: AgentLoopMetrics(1),
]:
    try:
        attempt()
        errors.append("no error")
    except Exception as e:
        errors.append(f"{type(e).__name__}: {e}")
