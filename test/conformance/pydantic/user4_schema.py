from typing import Optional
from pydantic import BaseModel, Field

class Metrics(BaseModel):
    t: float = 0.0

class Out(BaseModel):
    """Agent loop output."""
    ids: list[int] = Field(description="token ids")
    score: Optional[float] = None
    metrics: Metrics = Field(default_factory=Metrics)

schema = Out.model_json_schema()
