import torch
from pydantic import BaseModel


class Bad(BaseModel):
    t: torch.Tensor
