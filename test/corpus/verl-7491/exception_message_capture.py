output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1], metrics=AgentLoopMetrics())
try:
    output.as_dict()
    outcome = "ok"
except KeyError as e:
    outcome = repr(e)
    arg = e.args[0]
finally:
    done = True
