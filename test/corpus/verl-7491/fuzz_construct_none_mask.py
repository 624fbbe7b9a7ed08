# Found by the differential fuzzer: with an explicit dtype, None is a conversion error, not an inference error.
output = AgentLoopOutput.model_construct(prompt_ids=[131, 131], response_ids={"a": 1}, response_mask=None, metrics=AgentLoopMetrics())
try:
    output.as_dict()
except TypeError as e:
    first = str(e)
output.response_ids = [1]
result = output.as_dict()
