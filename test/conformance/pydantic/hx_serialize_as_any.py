from pydantic import BaseModel, SerializeAsAny


class User(BaseModel):
    name: str


class Admin(User):
    level: int


class Team(BaseModel):
    lead: User
    deputy: SerializeAsAny[User]
    members: list[User] = []


a = Admin(name='a', level=3)
t = Team(lead=a, deputy=a, members=[a])
plain = t.model_dump()
as_any = t.model_dump(serialize_as_any=True)
lead_type = type(t.lead).__name__
js = t.model_dump_json()
