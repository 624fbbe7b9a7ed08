output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(num_preempted=0),
                         routed_experts=[[1, 2]], num_turns=2)
output.extra_fields.update({"teacher_ids": [5, 6], "uid": "u-1"})
result = output.as_dict()
kinds = {k: type(v).__name__ for k, v in result.items()}
keys = sorted(result.keys())
tensor_keys = [k for k, v in result.items() if hasattr(v, "dtype")]
shapes = {k: list(result[k].shape) for k in tensor_keys}
doubled = (result["prompts"] * 2).tolist()
shifted = (result["responses"] + 1).tolist()
scaled = (result["response_mask"] * 0.5).tolist()
negated = (-result["prompts"]).tolist()
routed = result["routed_experts"].tolist()
routed_dtype = str(result["routed_experts"].dtype)
try:
    same = result == output.as_dict()
except RuntimeError as e:
    same = str(e)
summary = ", ".join(f"{k}={v}" for k, v in sorted(kinds.items()))
