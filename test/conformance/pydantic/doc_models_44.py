out = []
from pydantic import BaseModel

class Pet(BaseModel):
    name: str
    species: str
a = Pet(name='Bones', species='dog')
match a:
    case Pet(species='dog', name=dog_name):
        out.append(str(f'{dog_name} is a dog'))
    case _:
        out.append(str('No dog matched'))
