out = []
from datetime import date
from pydantic import BaseModel

class MyDate(date):

    @property
    def my_date_format(self) -> str:
        return self.strftime('%d/%m/%Y')

class FooModel(BaseModel):
    date: date
m = FooModel(date=MyDate(2023, 1, 1))
out.append(str(m.model_dump_json()))
