from pydantic import BaseModel


class Inner(BaseModel):
    xs: list[int] = []
    tag: str = 'a'


class Outer(BaseModel):
    inner: Inner
    name: str = 'n'
    count: int = 0


o = Outer(inner={'xs': [1, 2]}, count=3)
shallow = o.model_copy()
deep = o.model_copy(deep=True)
o.inner.xs.append(9)
shallow_xs = shallow.inner.xs
deep_xs = deep.inner.xs
shared_inner = shallow.inner is o.inner
upd = o.model_copy(update={'name': 'z', 'count': 'not validated'})
upd_fs = sorted(upd.model_fields_set)
upd_count = upd.count
c = Outer.model_construct(inner=Inner(), name='c')
c_fs = sorted(c.model_fields_set)
c_dump = c.model_dump()
c2 = Outer.model_construct(_fields_set={'count'}, inner=Inner(), count=5)
c2_fs = sorted(c2.model_fields_set)
c2_unset = c2.model_dump(exclude_unset=True)
eq1 = o == shallow
eq2 = o == deep
