from pydantic import BaseModel, SecretBytes, SecretStr, ValidationError, field_serializer


class Login(BaseModel):
    user: str
    password: SecretStr
    token: SecretBytes = SecretBytes(b'')


l = Login(user='u', password='hunter2', token=b'tok')
r = repr(l)
s = str(l.password)
raw = l.password.get_secret_value()
raw_tok = repr(l.token.get_secret_value())
d = l.model_dump()
d_str = str(d)
js = l.model_dump_json()
eq = l.password == SecretStr('hunter2')
ln = len(l.password)
try:
    Login(user='u', password=1)
except ValidationError as e:
    errs = e.errors(include_url=False)


class Reveal(BaseModel):
    password: SecretStr

    @field_serializer('password', when_used='json')
    def dump_secret(self, v):
        return v.get_secret_value()


rv = Reveal(password='p').model_dump_json()
