from pydantic import BaseModel, RootModel, ValidationError


class Tags(RootModel[list[str]]):
    def __iter__(self):
        return iter(self.root)

    def __getitem__(self, i):
        return self.root[i]


t = Tags(['a', 'b'])
items = list(t)
first = t[0]
d = t.model_dump()
j = t.model_dump_json()
fs = sorted(t.model_fields_set)
r = repr(t)


class Scores(RootModel[dict[str, int]]):
    pass


s = Scores.model_validate({'a': '1'})
s_root = s.root
try:
    Scores({'a': 'x'})
except ValidationError as e:
    errs = e.errors(include_url=False)


class Holder(BaseModel):
    tags: Tags


h = Holder(tags=['x'])
h_dump = h.model_dump()
h_js = h.model_dump_json()
