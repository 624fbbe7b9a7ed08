out = []
from typing import Annotated, Any, Literal, Optional, Union
from pydantic import BaseModel, Discriminator, Tag

class Pie(BaseModel):
    time_to_cook: int
    num_ingredients: int

class ApplePie(Pie):
    fruit: Literal['apple'] = 'apple'

class PumpkinPie(Pie):
    filling: Literal['pumpkin'] = 'pumpkin'

def get_discriminator_value(v: Any) -> Optional[str]:
    if isinstance(v, dict):
        return v.get('fruit', v.get('filling'))
    return getattr(v, 'fruit', getattr(v, 'filling', None))

class ThanksgivingDinner(BaseModel):
    dessert: Annotated[Union[Annotated[ApplePie, Tag('apple')], Annotated[PumpkinPie, Tag('pumpkin')]], Discriminator(get_discriminator_value)]
apple_variation = ThanksgivingDinner.model_validate({'dessert': {'fruit': 'apple', 'time_to_cook': 60, 'num_ingredients': 8}})
out.append(str(repr(apple_variation)))
"\nThanksgivingDinner(dessert=ApplePie(time_to_cook=60, num_ingredients=8, fruit='apple'))\n"
pumpkin_variation = ThanksgivingDinner.model_validate({'dessert': {'filling': 'pumpkin', 'time_to_cook': 40, 'num_ingredients': 6}})
out.append(str(repr(pumpkin_variation)))
"\nThanksgivingDinner(dessert=PumpkinPie(time_to_cook=40, num_ingredients=6, filling='pumpkin'))\n"
