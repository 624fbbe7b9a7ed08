import torch

output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12, 13], response_mask=[1, 1, 0], reward_score=0.7,
                         response_logprobs=[-0.5, -0.25, -1.0], metrics=AgentLoopMetrics(), extra_fields={})
result = output.as_dict()
prompts = result["prompts"]
checks = {
    "is_tensor": isinstance(prompts, torch.Tensor),
    "dtype_eq": prompts.dtype == torch.int64,
    "dtype_str": str(result["rm_scores"].dtype),
    "equal": torch.equal(prompts, torch.tensor([101, 102])),
    "all_eq": bool((prompts == torch.tensor([101, 102])).all()),
    "any_zero": bool((result["response_mask"] == 0).any()),
    "last_score_is_07": bool(result["rm_scores"][-1] == 0.7),
    "close": torch.allclose(result["rm_scores"][-1], torch.tensor(0.7)),
    "sum": result["response_mask"].sum().item(),
    "numel": result["responses"].numel(),
    "length": len(result["responses"]),
    "first": prompts[0].item(),
    "as_float": result["response_mask"].float().tolist(),
    "shape_tuple": tuple(prompts.shape),
    "ndim": prompts.dim(),
    "logprobs": result["rollout_log_probs"].tolist(),
}
