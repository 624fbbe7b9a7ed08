# Response length metrics as a trainer logs them.
import torch

response_mask = torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0], [1, 0, 0, 0], [1, 1, 1, 0]])
max_response_length = response_mask.shape[-1]
lengths = response_mask.sum(-1).float()
metrics = {
    "response_length/mean": torch.mean(lengths).item(),
    "response_length/max": torch.max(lengths).item(),
    "response_length/min": torch.min(lengths).item(),
    "response_length/clip_ratio": torch.mean(torch.eq(lengths, max_response_length).float()).item(),
}
prompt_lengths = torch.tensor([5, 7, 6, 5])
total_tokens = int((lengths + prompt_lengths).sum())
