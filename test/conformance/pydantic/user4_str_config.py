from pydantic import BaseModel, ConfigDict, ValidationError

class M(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True, str_to_lower=True, str_max_length=5, coerce_numbers_to_str=True, use_enum_values=True)
    s: str = ""
    t: str = ""

out = []
for kw in [dict(s="  ABC  "), dict(s="abcdefg"), dict(s=123), dict(t=1.5), dict(s=None)]:
    try:
        out.append(repr(M(**kw)))
    except ValidationError as e:
        out.append(str(e))
