output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1])
result = output.as_dict()
def f():
    yield 1
    return 2
class C:
    return 3
