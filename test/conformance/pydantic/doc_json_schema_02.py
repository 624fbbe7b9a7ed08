out = []
from pydantic import TypeAdapter
adapter = TypeAdapter(list[int])
out.append(str(adapter.json_schema()))
