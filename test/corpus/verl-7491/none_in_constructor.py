output = None
try:
    output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                             metrics=AgentLoopMetrics(), extra_fields=None)
except ValueError as err:
    message = str(err).splitlines()[0]
    kind = type(err).__name__
