# Token offsets for a response, validated by pydantic, turned into a character-level mask with tensors.
from pydantic import BaseModel, Field, model_validator


class Span(BaseModel):
    start: int = Field(ge=0)
    end: int

    @model_validator(mode="after")
    def ordered(self):
        if self.end < self.start:
            raise ValueError(f"end {self.end} before start {self.start}")
        return self


class Tokenized(BaseModel):
    text: str
    offsets: list[Span]


import torch

tok = Tokenized.model_validate({"text": "call tool(x)", "offsets": [{"start": 0, "end": 4}, {"start": 5, "end": 9}, {"start": 9, "end": 12}]})
char_mask = torch.zeros(len(tok.text), dtype=torch.bool)
for span in tok.offsets[1:]:
    char_mask[span.start : span.end] = True
masked_text = "".join(c for c, m in zip(tok.text, char_mask.tolist()) if m)
lengths = torch.tensor([s.end - s.start for s in tok.offsets])
errors = []
for bad in ({"start": -1, "end": 2}, {"start": 5, "end": 3}):
    try:
        Span(**bad)
    except ValueError as e:
        errors.append(e.errors()[0]["msg"])
