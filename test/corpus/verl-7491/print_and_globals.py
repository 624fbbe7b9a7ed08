output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
print("fields set:", output.model_fields_set)
print(output)
counter = 0


def bump():
    global counter
    counter += 1


bump()
bump()
del output
