from pydantic import BaseModel, ValidationError


class Inner(BaseModel):
    x: int


class Outer(BaseModel):
    inners: list[Inner]
    mapping: dict[str, Inner] = {}


try:
    Outer(inners=[{'x': 'a'}, {}, 5], mapping={'k': {'x': None}})
except ValidationError as e:
    errs = e.errors()
    no_input = e.errors(include_input=False, include_url=False)
    locs = [err['loc'] for err in e.errors()]
    count = e.error_count()
    j = e.json(include_url=False)
    text = str(e)
    title = e.title
