from pydantic import BaseModel, ValidationError


class N(BaseModel):
    n: int


results = []
for v in ["3.5", "3.0", "3.000", 3.5, 3.0, "x", "  7 ", "1_000", "1__0", "_1", "+5", "-0", "007", True, False, "1e3", "", "  ", -2.0, float("nan"), float("inf"), "99999999999999999999999"]:
    try:
        results.append(("ok", N(n=v).n))
    except ValidationError as e:
        err = e.errors()[0]
        results.append((err["type"], err["msg"]))
