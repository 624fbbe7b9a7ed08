out = []
from typing import Annotated, Union
from pydantic import AfterValidator, Tag, TypeAdapter, ValidationError
DoubledList = Annotated[list[int], AfterValidator(lambda x: x * 2)]
StringsMap = dict[str, str]
adapter = TypeAdapter(Union[DoubledList, StringsMap])
try:
    adapter.validate_python(['a'])
except ValidationError as exc_info:
    out.append(str(exc_info))
    "\n    2 validation errors for union[function-after[<lambda>(), list[int]],dict[str,str]]\n    function-after[<lambda>(), list[int]].0\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='a', input_type=str]\n    dict[str,str]\n      Input should be a valid dictionary [type=dict_type, input_value=['a'], input_type=list]\n    "
tag_adapter = TypeAdapter(Union[Annotated[DoubledList, Tag('DoubledList')], Annotated[StringsMap, Tag('StringsMap')]])
try:
    tag_adapter.validate_python(['a'])
except ValidationError as exc_info:
    out.append(str(exc_info))
    "\n    2 validation errors for union[DoubledList,StringsMap]\n    DoubledList.0\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='a', input_type=str]\n    StringsMap\n      Input should be a valid dictionary [type=dict_type, input_value=['a'], input_type=list]\n    "
