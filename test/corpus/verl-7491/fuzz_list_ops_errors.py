# Found by the differential fuzzer: messages of list.pop with a str and del on None.
output = AgentLoopOutput.model_construct(prompt_ids=[1], response_ids=[3], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields=[1])
errors = []
try:
    output.extra_fields.pop("teacher_logprobs")
except TypeError as e:
    errors.append(str(e))
output.extra_fields = None
try:
    del output.extra_fields["k"]
except TypeError as e:
    errors.append(str(e))
try:
    del (1, 2)[0]
except TypeError as e:
    errors.append(str(e))
