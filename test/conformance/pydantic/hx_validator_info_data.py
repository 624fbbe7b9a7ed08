from pydantic import BaseModel, ValidationError, ValidationInfo, field_validator


class Signup(BaseModel):
    password: str
    confirm: str
    email: str = ''

    @field_validator('confirm')
    @classmethod
    def match(cls, v: str, info: ValidationInfo) -> str:
        if 'password' in info.data and v != info.data['password']:
            raise ValueError('passwords do not match')
        return v

    @field_validator('email', mode='before')
    @classmethod
    def lower(cls, v, info):
        return v.lower() if isinstance(v, str) else v

    @field_validator('*')
    @classmethod
    def no_spaces(cls, v, info):
        if isinstance(v, str) and ' ' in v:
            raise ValueError(f'{info.field_name} has spaces')
        return v


ok = Signup(password='a', confirm='a', email='X@Y').model_dump()
for data in [{'password': 'a', 'confirm': 'b'}, {'password': 'a b', 'confirm': 'a b'}, {'confirm': 'x'}]:
    try:
        Signup(**data)
    except ValidationError as e:
        last = e.errors(include_url=False)
        if 'password' not in data:
            missing = last
        elif data['password'] == 'a':
            mismatch = last
        else:
            spaces = last
