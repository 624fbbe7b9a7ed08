out = []
import logging
from typing import Any
from pydantic import BaseModel

class MyModel(BaseModel):
    id: int

    def model_post_init(self, context: Any) -> None:
        logging.info('Model initialized with id %d', self.id)
