prompt = [101, 102]
extra = {"ids": prompt}
output = AgentLoopOutput(prompt_ids=prompt, response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields=extra)
checks = {
    "prompt_copied": output.prompt_ids is not prompt,
    "extra_copied": output.extra_fields is not extra,
    "nested_shared": output.extra_fields["ids"] is prompt,
}
dump = output.model_dump()
checks["dump_nested_copied"] = dump["extra_fields"]["ids"] is not prompt
