# An agent-step model: validators, defaults, computed field, dump options, model_copy, validate_assignment.
from typing import Optional, Any, Literal
from pydantic import BaseModel, Field, field_validator, model_validator, ValidationError, ConfigDict, computed_field
class Step(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    role: Literal['user', 'assistant', 'tool'] = 'user'
    content: str = ''
    tokens: list[int] = Field(default_factory=list)
    reward: Optional[float] = None
    meta: dict[str, Any] = {}
    @field_validator('content')
    @classmethod
    def strip(cls, v: str) -> str:
        return v.strip()
    @model_validator(mode='after')
    def check(self):
        if self.role == 'tool' and not self.content:
            raise ValueError('tool step needs content')
        return self
    @computed_field
    @property
    def n(self) -> int:
        return len(self.tokens)
s = Step(content='  hi ', tokens=[1, 2])
a = s.model_dump()
b = s.model_dump(exclude_unset=True)
c = s.model_dump(exclude_defaults=True)
d = s.model_dump(exclude_none=True, exclude={'meta'})
s2 = s.model_copy(update={'reward': 1.5})
e = (s2.reward, s2.model_fields_set, s.model_fields_set)
s3 = s.model_copy(deep=True)
s3.tokens.append(9)
f = (s.tokens, s3.tokens)
try:
    Step(role='tool')
except ValidationError as err:
    g = err.errors(include_url=False)
    g2 = str(err)
try:
    s.role = 'bad'
except ValidationError as err:
    h = err.errors(include_url=False)
s.content = '  x  '
i = s.content
j = s.model_dump_json(indent=2)
k = Step.model_validate({'role': 'assistant', 'tokens': ['3', 4.0]}).tokens
try:
    Step.model_validate({'tokens': [1.5]})
except ValidationError as err:
    l = err.errors(include_url=False)
m = repr(s)
n = Step.model_json_schema()
o = s == Step(content='x', tokens=[1, 2])
p = sorted(Step.model_fields)
q = Step.model_fields['tokens'].default_factory is list
