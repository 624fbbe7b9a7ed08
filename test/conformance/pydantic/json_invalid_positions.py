# Malformed JSON as pydantic-core's jiter reports it: which error, and where (line and column
# just past the offending character, so an error at a newline is column 0 of the next line);
# literals checked letter by letter ("expected ident"); \u escapes with surrogate pairs; an
# EOF after an object's comma is "while parsing a value"; values nested past 200 containers.
from typing import Any

from pydantic import TypeAdapter, ValidationError

ta = TypeAdapter(Any)
documents = [
    '{"a": 1,', '{"a": 1, ', '{"a": 1, }', '{"a": 1, "b"', '[1, ', '[1,,2]', '[,1]', '{,}',
    "trux", "tx", "fals", "falsy", "nulL", " t", "tru\n", '\n\n  {"a": tru}',
    '"\\u12zz"', '"\\u12"x', '"\\uzzzz"', '"\\u1', '"\\u', '"\\u12\n3"', '"\\\n"',
    '"\\ud800"', '"\\ud800\\u0041"', '"\\udc00"', '"\\ud83d\\ude00"', '"\\ud800', '"\\ud800\\',
    '"\\ud800\\x', '"\\ud800\\u00', '"\\ud800\\uzz00"', '"\\ud800\nx"',
    '"a\tb"', '"ab\x01"', '"a\nb"',
    "-x", "-", "1.x", "1ex", "1e+", ".5", "+1", "00", "-01", "2.", "1.\n", "-\n", "[1\n", "[1\nx", '{"a"\n1}',
]
results = {}
for doc in documents:
    try:
        results[doc] = ta.validate_json(doc)
    except ValidationError as e:
        results[doc] = [(err["type"], err["msg"]) for err in e.errors()]

deep = {}
for name, doc in {
    "arrays_200": "[" * 200 + "]" * 200,
    "arrays_201": "[" * 201 + "]" * 201,
    "arrays_202": "[" * 202 + "]" * 202,
    "arrays_201_open": "[" * 201,
    "objects_200": '{"a":' * 200 + "1" + "}" * 200,
    "objects_201": '{"a":' * 201 + "1" + "}" * 201,
    "objects_201_open": '{"a":' * 201,
    "mixed_open": '[{"a": ' * 101,
}.items():
    try:
        ta.validate_json(doc)
        deep[name] = "ok"
    except ValidationError as e:
        deep[name] = e.errors()[0]["msg"]
