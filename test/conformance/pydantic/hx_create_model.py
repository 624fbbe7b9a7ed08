from pydantic import BaseModel, Field, ValidationError, create_model

Dyn = create_model('Dyn', a=(int, ...), b=(str, 'x'), c=(list[int], Field(default_factory=list)))
d = Dyn(a='5')
vals = d.model_dump()
fs = sorted(d.model_fields_set)
name = Dyn.__name__
fields = list(Dyn.model_fields)
try:
    Dyn()
except ValidationError as e:
    errs = e.errors(include_url=False)


class Base(BaseModel):
    z: int = 0


Child = create_model('Child', __base__=Base, y=(float, 1.0))
c = Child(z=2)
c_vals = c.model_dump()
is_sub = issubclass(Child, Base)
