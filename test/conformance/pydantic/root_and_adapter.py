from typing import Dict, List, Optional, Union
from pydantic import BaseModel, RootModel, TypeAdapter, ValidationError


class Tokens(RootModel[List[int]]):
    def __len__(self):
        return len(self.root)


t = Tokens([1, "2", 3])
a = [t.root, t.model_dump(), t.model_dump_json(), repr(t), len(t), sorted(t.model_fields_set)]


class Scores(RootModel):
    root: Dict[str, float]


s = Scores.model_validate({"a": 1, "b": "2.5"})
b = [s.model_dump(), s.model_dump_json()]
ta = TypeAdapter(Dict[str, List[Optional[int]]])
c = [ta.validate_python({"x": [1, None, "3"]}), ta.dump_json({"y": [None]}).decode(), ta.validate_json('{"z": [4]}')]
errs = []
for adapter, value in [(TypeAdapter(List[int]), [1, "a"]), (TypeAdapter(Union[int, List[str]]), {"k": 1}), (TypeAdapter(Tokens), ["x"])]:
    try:
        adapter.validate_python(value)
    except ValidationError as e:
        errs.append((str(e).splitlines()[0], [(x["type"], x["loc"]) for x in e.errors()]))
