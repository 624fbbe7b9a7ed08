out = []
from pydantic import BaseModel, ValidationInfo, field_validator

class Model(BaseModel):
    text: str

    @field_validator('text', mode='after')
    @classmethod
    def remove_stopwords(cls, v: str, info: ValidationInfo) -> str:
        if isinstance(info.context, dict):
            stopwords = info.context.get('stopwords', set())
            v = ' '.join((w for w in v.split() if w.lower() not in stopwords))
        return v
data = {'text': 'This is an example document'}
out.append(str(Model.model_validate(data)))
out.append(str(Model.model_validate(data, context={'stopwords': ['this', 'is', 'an']})))
