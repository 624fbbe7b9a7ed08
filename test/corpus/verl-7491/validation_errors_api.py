from pydantic import ValidationError

try:
    AgentLoopOutput(prompt_ids=[1, "b"], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields={1: "x"})
except ValidationError as e:
    count = e.error_count()
    details = [(err["type"], err["loc"], err["msg"]) for err in e.errors()]
    title = str(e).splitlines()[0]
