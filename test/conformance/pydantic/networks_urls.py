# pydantic URL types: WHATWG normalisation, parts, scheme and parse errors, JSON dump and schema.
from pydantic import BaseModel, HttpUrl, AnyUrl, ValidationError, TypeAdapter, AnyHttpUrl

class M(BaseModel):
    u: HttpUrl
    a: AnyUrl = AnyUrl('ftp://x.org')

m = M(u='HTTPS://Example.COM:443/a/../b?q=1#f')
parts = [repr(m.u), str(m.u), m.u.scheme, m.u.host, m.u.port, m.u.path, m.u.query, m.u.fragment, m.u.username, repr(m)]
d = m.model_dump()
dj = m.model_dump_json()
plain = [str(M(u='http://x.com').u), M(u='http://x.com:8080/p').u.port]
errs = []
for v in ['example.com', 'ftp://x.com', 'http://', 1, 'http://x.com:99999', 'https://']:
    try:
        M(u=v)
    except ValidationError as e:
        errs.append(e.errors(include_url=False))
        errs.append(str(e))
schema = M.model_json_schema()
other = [str(TypeAdapter(AnyUrl).validate_python('mailto:a@b.c')), str(TypeAdapter(AnyUrl).validate_python('file:///tmp/x'))]
eqs = [HttpUrl('https://a.b') == HttpUrl('https://a.b/'), type(m.u).__name__, HttpUrl('https://a.b') == 'https://a.b/']
back = M.model_validate_json(dj) == m
