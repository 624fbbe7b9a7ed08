out = []
from pydantic import BaseModel, FieldSerializationInfo, field_serializer

class Model(BaseModel):
    text: str

    @field_serializer('text', mode='plain')
    @classmethod
    def remove_stopwords(cls, v: str, info: FieldSerializationInfo) -> str:
        if isinstance(info.context, dict):
            stopwords = info.context.get('stopwords', set())
            v = ' '.join((w for w in v.split() if w.lower() not in stopwords))
        return v
model = Model(text='This is an example document')
out.append(str(model.model_dump()))
out.append(str(model.model_dump(context={'stopwords': ['this', 'is', 'an']})))
