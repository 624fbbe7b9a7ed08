from pydantic import BaseModel

output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(tool_calls=2),
                         reward_score=0.5)
output.extra_fields["raw_prompt"] = "hi"
pairs = dict(output)
names = [name for name, _ in output]
same = output == AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(tool_calls=2),
                                 reward_score=0.5, extra_fields={"raw_prompt": "hi"})
text = str(output.metrics)
shown = repr(output.metrics)
formatted = f"{output.metrics}"
is_model = isinstance(output, BaseModel)
type_name = type(output).__name__
field_names = list(AgentLoopOutput.model_fields)
set_count = len(output.model_fields_set)
got = getattr(output, "extra_fields")
has = (hasattr(output, "extra_fields"), hasattr(output, "nope"))
as_json = output.metrics.model_dump_json()
try:
    hash(output)
except TypeError as e:
    unhashable = str(e)
