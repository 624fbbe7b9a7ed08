# pathlib's pure paths (joining, parts, suffixes) and pydantic's Path fields (lax str, strict instance, path_type, JSON).
from pathlib import Path, PurePath
from pydantic import BaseModel, ValidationError, ConfigDict

class M(BaseModel):
    p: Path
    q: PurePath = PurePath('x')

out = []
for v in [1, None, '']:
    try:
        out.append(repr(M(p=v)))
    except ValidationError as e:
        out.append(e.errors())
        out.append(str(e))
class S(BaseModel):
    model_config = ConfigDict(strict=True)
    p: Path
try:
    S(p='a')
except ValidationError as e:
    out.append(e.errors())
schema = M.model_json_schema()
m = M(p='a//b/./c/')
r = repr(m.p)
d = m.model_dump()
dj = m.model_dump_json()
p = Path('/data/runs') / 'exp1' / 'ckpt.tar.gz'
info = [str(p), p.name, p.suffix, p.suffixes, p.stem, str(p.parent), p.parts, str(p.with_suffix('.pt')), str(p.relative_to('/data')), p.is_absolute(), str('x' / Path('y')), Path('a') == Path('a/'), str(Path()), repr(Path('a', 'b', '../c')), str(Path('a').joinpath('b', 'c')), p.match('*.gz')]
