# Left-pad prompts and right-pad responses into one batch, as rollout code does.
import torch

pad_token_id = 0
prompts = [[5, 6, 7], [8]]
responses = [[11, 12], [13, 14, 15]]
max_prompt = max(len(p) for p in prompts)
max_resp = max(len(r) for r in responses)
batch = torch.full((2, max_prompt + max_resp), pad_token_id)
for i, (p, r) in enumerate(zip(prompts, responses)):
    batch[i, max_prompt - len(p):max_prompt] = torch.tensor(p)
    batch[i, max_prompt:max_prompt + len(r)] = torch.tensor(r)
attention_mask = (batch != pad_token_id).long()
position_ids = (attention_mask.cumsum(dim=1) - 1).clamp(min=0)
response_mask = attention_mask[:, max_prompt:]
truncated = batch[:, :4]
