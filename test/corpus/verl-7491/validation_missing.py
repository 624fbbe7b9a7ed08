output = AgentLoopOutput(prompt_ids=[101, 102])
