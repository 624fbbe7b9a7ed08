# A key in a model's __dict__ that is not a field: model_dump, repr and == look at the fields
# only; model_copy copies the whole __dict__; iterating the model yields it too.
from pydantic import BaseModel


class Output(BaseModel):
    prompt_ids: list[int]


output = Output(prompt_ids=[1])
output.__dict__["prompt_text"] = "decoded"
dumped = output.model_dump()
text = repr(output)
equal = output == Output(prompt_ids=[1])
copy_keys = sorted(vars(output.model_copy()))
pairs = dict(output)
