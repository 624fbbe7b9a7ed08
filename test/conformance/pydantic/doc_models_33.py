out = []
from pydantic import ValidationError, create_model, field_validator

def alphanum(cls, v):
    assert v.isalnum(), 'must be alphanumeric'
    return v
validators = {'username_validator': field_validator('username')(alphanum)}
UserModel = create_model('UserModel', username=(str, ...), __validators__=validators)
user = UserModel(username='scolvin')
out.append(str(user))
try:
    UserModel(username='scolvi%n')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for UserModel\n    username\n      Assertion failed, must be alphanumeric [type=assertion_error, input_value='scolvi%n', input_type=str]\n    "
