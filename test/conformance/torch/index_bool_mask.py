# Boolean masks select the valid tokens (a copy): the response tokens without padding.
import torch

response_ids = torch.tensor([[15, 27, 0, 0], [33, 0, 0, 0]])
attention = response_ids != 0
valid_tokens = response_ids[attention]
rows_kept = response_ids[torch.tensor([True, False])]
list_mask = response_ids[[False, True]]
none_selected = response_ids[response_ids > 100]
log_probs = torch.tensor([[-0.5, -1.0, -9.0, -9.0], [-0.25, -9.0, -9.0, -9.0]])
valid_log_probs = log_probs[attention]
valid_log_probs[0] = 0.0
unchanged = log_probs[0, 0].item()
sum_valid = log_probs[attention].sum()
