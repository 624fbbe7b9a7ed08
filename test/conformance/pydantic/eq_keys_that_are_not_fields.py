# pydantic's == compares __dict__ first; when a __dict__ holds keys that are not fields (written
# through vars(model) or model.__dict__), it compares the fields alone, so such keys never make two
# models unequal, while a field written through __dict__ does.
from pydantic import BaseModel


class Output(BaseModel):
    prompt_ids: list[int]
    num_turns: int = 0


first = Output(prompt_ids=[1])
second = Output(prompt_ids=[1])
first.__dict__["prompt_text"] = "decoded"
equal_one_has_extra_key = first == second
second.__dict__["prompt_text"] = "something else"
equal_both_have_extra_keys = first == second
first.__dict__["num_turns"] = 5
equal_field_changed = first == second
del first.__dict__["prompt_text"]
del second.__dict__["prompt_text"]
first.__dict__["num_turns"] = 0
equal_again = first == second
