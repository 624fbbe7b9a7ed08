def collect(source):
    return [x async for x in source]


values = collect([])
