output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                         metrics=AgentLoopMetrics(), extra_fields={"teacher_ids": None, "teacher_logprobs": None})
result = output.as_dict()
promoted = [k for k in result if k.startswith("teacher")]
