out = []
from pydantic import BaseModel

class Model(BaseModel):
    item_counts: list[dict[str, int]] = [{}]
m1 = Model()
m1.item_counts[0]['a'] = 1
out.append(str(m1.item_counts))
m2 = Model()
out.append(str(m2.item_counts))
