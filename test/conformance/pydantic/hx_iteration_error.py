from pydantic import BaseModel, ValidationError
def gen():
    yield 1
    yield 'x'
    raise RuntimeError('boom')
class Model(BaseModel):
    x: list[int]
    y: tuple[int, ...] = ()
    z: set[int] = set()
try:
    Model(x=gen(), y=gen(), z=gen())
except ValidationError as exc:
    errs = exc.errors(include_url=False)
