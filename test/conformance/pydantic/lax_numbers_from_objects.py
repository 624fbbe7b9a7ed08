# pydantic-core reads a number out of any object the way PyO3's extract::<f64>() does
# (__float__, else __index__): a one-element tensor, a Fraction, a class with __index__ or
# __float__ validates as a float (strict mode too) and, when whole, as an int or a bool.
from fractions import Fraction

import torch
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError


class Index:
    def __index__(self):
        return 5


class IntOnly:
    def __int__(self):
        return 6


class Half:
    def __float__(self):
        return 6.5


class Whole:
    def __float__(self):
        return 6.0


def outcome(tp, value, strict=False):
    try:
        v = TypeAdapter(tp).validate_python(value, strict=strict)
        return (type(v).__name__, v)
    except ValidationError as e:
        return [(err["type"], err["loc"]) for err in e.errors()]


inputs = {
    "index": Index(),
    "int_only": IntOnly(),
    "half": Half(),
    "whole": Whole(),
    "fraction": Fraction(3, 1),
    "fraction_half": Fraction(1, 2),
    "t_int": torch.tensor(3),
    "t_float": torch.tensor(3.0),
    "t_frac": torch.tensor(3.5),
    "t_bool": torch.tensor(True),
    "t_one_row": torch.tensor([7]),
    "t_two": torch.tensor([1, 2]),
    "t_nan": torch.tensor(float("nan")),
    "t_f32": torch.tensor(0.1),
    "t_empty": torch.tensor([]),
}
as_int = {k: outcome(int, v) for k, v in inputs.items()}
as_int_strict = {k: outcome(int, v, strict=True) for k, v in inputs.items()}
as_float = {k: outcome(float, v) for k, v in inputs.items()}
as_float_strict = {k: outcome(float, v, strict=True) for k, v in inputs.items()}
as_bool = {k: outcome(bool, v) for k, v in inputs.items()}


class Metrics(BaseModel):
    reward_score: float = 0.0
    num_turns: int = 0
    done: bool = False


m = Metrics(reward_score=torch.tensor(0.25), num_turns=torch.tensor(4), done=torch.tensor(1))
dumped = m.model_dump()
types = [type(v).__name__ for v in dumped.values()]


class Strict(BaseModel):
    model_config = ConfigDict(strict=True)
    score: float
    turns: int


strict_ok = Strict(score=torch.tensor(2), turns=3).score
try:
    Strict(score=1.0, turns=torch.tensor(3))
except ValidationError as e:
    strict_errors = [(err["type"], err["loc"], err["msg"]) for err in e.errors()]
