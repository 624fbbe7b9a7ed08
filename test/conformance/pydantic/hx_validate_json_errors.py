from pydantic import BaseModel, ValidationError


class M(BaseModel):
    a: int
    b: list[float] = []
    c: dict[str, bool] = {}


ok = M.model_validate_json('{"a": 1, "b": [1, 2.5], "c": {"x": true}}').model_dump()
for text in ['{"a": "1"}', '{"a": 1.5}', '{"a": 1, "b": ["x"]}', '[1]', '{"a": 1,}', '{"a": 1, "c": {"x": "yes"}}']:
    try:
        last = M.model_validate_json(text).model_dump()
    except ValidationError as e:
        last = e.errors(include_url=False)
    if text == '[1]':
        arr = last
    elif text.endswith(',}'):
        bad_json = last
    elif '"x"]' in text:
        bad_item = last
    elif 'yes' in text:
        bools = last
    elif '1.5' in text:
        frac = last
    else:
        str_int = last
strings = M.model_validate_strings({'a': '7', 'b': ['1.5'], 'c': {'k': 'true'}}).model_dump()
