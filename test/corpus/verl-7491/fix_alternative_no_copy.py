output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
output.extra_fields.update({"teacher_ids": [1], "x": 2})
dumped = output.model_dump(exclude_unset=True)
# The tempting alternative fix: no .copy() -- popping then mutates the model itself.
extra = dumped.setdefault("extra_fields", output.extra_fields)
teacher = extra.pop("teacher_ids", None)
model_lost_teacher = "teacher_ids" not in output.extra_fields
