output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12, 13], response_mask=[1, 0, 1],
                         response_logprobs=[-0.1, -0.2, -0.3], reward_score=2.5, metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
prompts = result["prompts"]
info = {
    "prompts_dtype": str(prompts.dtype),
    "size": prompts.size(0),
    "shape": tuple(result["responses"].shape),
    "mask_list": result["response_mask"].tolist(),
    "last_score": result["rm_scores"][-1].item(),
    "first_logprob": result["rollout_log_probs"][0].item(),
    "numel": result["rm_scores"].numel(),
    "repr": repr(result["prompts"]),
    "repr_scores": repr(result["rm_scores"]),
    "repr_logprobs": repr(result["rollout_log_probs"]),
}
