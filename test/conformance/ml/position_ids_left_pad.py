# compute_position_id_with_mask and attention masks for left-padded prompts, as in verl.utils.model.
import torch


def compute_position_id_with_mask(mask):
    return torch.clip(torch.cumsum(mask, dim=-1) - 1, min=0, max=None)


def get_response_mask(response_id, eos_token=2, dtype=torch.int64):
    eos_mask = torch.isin(response_id, torch.tensor(eos_token, device=response_id.device)).int()
    return (eos_mask.cumsum(dim=1) - eos_mask).eq(0).to(dtype)


attention_mask = torch.tensor([[0, 0, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 1, 1]])
position_ids = compute_position_id_with_mask(attention_mask)
responses = torch.tensor([[5, 7, 2, 0, 0], [9, 9, 9, 9, 2], [2, 4, 4, 4, 4]])
response_mask = get_response_mask(responses)
lengths = response_mask.sum(-1)
bool_mask = get_response_mask(responses, dtype=torch.bool)
multi_eos = get_response_mask(responses, eos_token=[2, 9])
first_valid = attention_mask.argmax(dim=-1)
valid_positions = position_ids[attention_mask.bool()]
seq_len = attention_mask.sum(dim=1, keepdim=True)
rm = repr(response_mask)
dt = (position_ids.dtype, response_mask.dtype, bool_mask.dtype)
dts = [str(d) for d in dt]
