from typing import Annotated, Literal, Optional
from pydantic import BaseModel, Field, TypeAdapter


class SearchArgs(BaseModel):
    """Search the web."""

    query: str = Field(description='what to search for')
    top_k: Annotated[int, Field(ge=1, le=20)] = 5
    site: Optional[str] = None
    mode: Literal['fast', 'deep'] = 'fast'


tool = {'name': 'search', 'description': SearchArgs.__doc__, 'parameters': SearchArgs.model_json_schema()}
args = SearchArgs.model_validate_json('{"query": "pydantic", "top_k": "3"}')
call = args.model_dump(exclude_none=True)
ta_schema = TypeAdapter(list[SearchArgs]).json_schema()
