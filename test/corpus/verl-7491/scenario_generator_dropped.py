# A scenario that drops a suspended generator before building the output: its finally runs at
# g = None, as in CPython, with the walkthrough's pydantic models and tensors around.
log = []
def lines():
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")
g = lines()
first = next(g)
g = None
after = list(log)
out = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
res = out.as_dict()
