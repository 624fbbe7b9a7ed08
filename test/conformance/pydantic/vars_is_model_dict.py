# vars() of a pydantic model is the instance's own __dict__ (the field values), not a copy:
# a key written into it becomes an attribute of the model, and a field written through it
# changes the field (verl #4706's bug).
from pydantic import BaseModel


class Output(BaseModel):
    prompt_ids: list[int]


output = Output(prompt_ids=[1, 2])
d = vars(output)
same = d is output.__dict__
d["prompt_text"] = "decoded"
attribute = getattr(output, "prompt_text", "absent")
keys = sorted(vars(output))
d["prompt_ids"] = [9]
prompt_ids = output.prompt_ids
