# vars() of a pydantic model is its own __dict__: writing into it gives the model attributes
# that are not fields. model_dump(), repr() and the fields-set do not show them; getattr does.
output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
d = vars(output)
same = d is output.__dict__
d["prompt_text"] = "hello"
attribute = output.prompt_text
has = hasattr(output, "prompt_text")
dumped_keys = sorted(output.model_dump())
text = repr(output)
fields_set = sorted(output.model_fields_set)
d["prompt_ids"] = [9, 9]
prompt_ids = output.prompt_ids
