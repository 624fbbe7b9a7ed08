output = AgentLoopOutput(prompt_ids=[101], response_ids=[11], response_mask=[1],
                         metrics=AgentLoopMetrics(generate_sequences=2, num_preempted=0), num_turns=4, extra_fields={})
dumped = output.model_dump(exclude_unset=True)
result = output.as_dict()
