from pydantic import BaseModel, ValidationInfo, field_validator


class Doc(BaseModel):
    text: str
    lang: str = 'en'

    @field_validator('text')
    @classmethod
    def censor(cls, v: str, info: ValidationInfo) -> str:
        banned = (info.context or {}).get('banned', [])
        for w in banned:
            v = v.replace(w, '*' * len(w))
        return v

    @field_validator('lang')
    @classmethod
    def lang_info(cls, v, info: ValidationInfo):
        return f'{v}:{info.field_name}:{info.mode}:{sorted(info.data)}'


a = Doc.model_validate({'text': 'bad words here', 'lang': 'de'}, context={'banned': ['bad']}).model_dump()
b = Doc.model_validate_json('{"text": "bad"}', context={'banned': ['ba']}).model_dump()
c = Doc(text='bad').text
