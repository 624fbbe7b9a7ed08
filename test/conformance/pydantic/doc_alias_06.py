out = []
from pydantic import BaseModel, ConfigDict, Field

def to_camel(string: str) -> str:
    return ''.join((word.capitalize() for word in string.split('_')))

class Voice(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)
    name: str
    language_code: str = Field(alias='lang')
voice = Voice(Name='Filiz', lang='tr-TR')
out.append(str(voice.language_code))
out.append(str(voice.model_dump(by_alias=True)))
