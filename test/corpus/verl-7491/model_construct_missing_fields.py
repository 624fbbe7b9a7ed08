m = AgentLoopOutput.model_construct(prompt_ids=[1])
print("missing fields are encoded as missing")
