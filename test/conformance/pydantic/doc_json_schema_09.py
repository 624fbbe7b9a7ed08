out = []
import json
from typing import Annotated
from typing_extensions import TypeAlias
from pydantic import Field, TypeAdapter
ExternalType: TypeAlias = Annotated[int, Field(json_schema_extra={'key1': 'value1'})]
ta = TypeAdapter(Annotated[ExternalType, Field(json_schema_extra={'key2': 'value2'})])
out.append(str(json.dumps(ta.json_schema(), indent=2)))
'\n{\n  "key1": "value1",\n  "key2": "value2",\n  "type": "integer"\n}\n'
