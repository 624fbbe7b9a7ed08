out = []
from pydantic import RootModel
Pets = RootModel[list[str]]
PetsByName = RootModel[dict[str, str]]
out.append(str(Pets(['dog', 'cat'])))
out.append(str(Pets(['dog', 'cat']).model_dump_json()))
out.append(str(Pets.model_validate(['dog', 'cat'])))
out.append(str(Pets.model_json_schema()))
"\n{'items': {'type': 'string'}, 'title': 'RootModel[list[str]]', 'type': 'array'}\n"
out.append(str(PetsByName({'Otis': 'dog', 'Milo': 'cat'})))
out.append(str(PetsByName({'Otis': 'dog', 'Milo': 'cat'}).model_dump_json()))
out.append(str(PetsByName.model_validate({'Otis': 'dog', 'Milo': 'cat'})))
