output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
output.extra_fields["raw_prompt"] = "hi"
dumped = output.model_dump(exclude_unset=True)
# Another alternative: .get with a fresh default loses what was added in place.
extra = dumped.get("extra_fields", {})
lost = "raw_prompt" not in extra
