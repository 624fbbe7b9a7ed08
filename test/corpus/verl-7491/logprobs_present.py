output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12, 13], response_mask=[1, 1, 0],
                         response_logprobs=[-0.1, -0.25, -3], metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
logprobs = result["rollout_log_probs"].tolist()
