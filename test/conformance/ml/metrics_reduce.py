# Training metrics: response-length statistics and clip ratios reduced to python floats.
import torch

response_mask = torch.tensor([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1], [1, 1, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]])
max_response_length = response_mask.shape[-1]
response_length = response_mask.sum(-1).float()
prompt_length = torch.tensor([10, 12, 9, 15]).float()
metrics = {
    "response_length/mean": torch.mean(response_length).detach().item(),
    "response_length/max": torch.max(response_length).detach().item(),
    "response_length/min": torch.min(response_length).detach().item(),
    "response_length/clip_ratio": torch.mean(torch.eq(response_length, max_response_length).float()).detach().item(),
    "prompt_length/mean": torch.mean(prompt_length).item(),
    "prompt_length/std": round(torch.std(prompt_length).item(), 6),
}
keys = sorted(metrics)
throughput = sum(response_length.tolist()) / 2.5
rounded = {k: round(v, 3) for k, v in metrics.items()}
line = " - ".join(f"{k}:{v:.3f}" for k, v in sorted(metrics.items()))
max_val, max_idx = torch.max(response_length, dim=0)
