import uuid
from uuid import UUID, uuid5, NAMESPACE_DNS
from pydantic import BaseModel, ValidationError
u = UUID('12345678123456781234567812345678')
a = [repr(u), str(u), u.hex, u.int, u.version, u.urn, str(uuid5(NAMESPACE_DNS, 'python.org')), str(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org')), uuid.uuid4().version]
class M(BaseModel):
    id: UUID
m = M(id='{12345678-1234-5678-1234-567812345678}')
b = [m.model_dump_json(), repr(m)]
errs = []
for v in ['x', '12345678-1234-5678-1234-56781234567', 1, '12345678-1234-5678-1234-567812345678x', 'g2345678123456781234567812345678', '1234-5678']:
    try:
        M(id=v)
    except ValidationError as e:
        errs.append(e.errors()[0]['msg'])
