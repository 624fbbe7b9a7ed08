data = {"name": "Mo", "tags": ["a", "b"]}
a = f"{data['name']} has {len(data['tags'])} tags"
b = f"{', '.join(data['tags'])}"
c = f"{data!r}"
