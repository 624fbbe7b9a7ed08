# Position ids from a left-padded attention mask, and the first valid index of each row.
import torch


def compute_position_id_with_mask(mask):
    return torch.clip(torch.cumsum(mask, dim=-1) - 1, min=0, max=None)


attention_mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 1, 0], [0, 1, 1, 0, 0]])
position_ids = compute_position_id_with_mask(attention_mask)
first_valid = attention_mask.argmax(dim=-1)
valid_len = attention_mask.sum(dim=-1)
last_valid = first_valid + valid_len - 1
bool_mask = attention_mask.bool()
pos_bool = compute_position_id_with_mask(bool_mask.long())
cumsum_bool_dtype = str(torch.cumsum(bool_mask, dim=1).dtype)
cumsum_int32 = torch.cumsum(attention_mask.int(), dim=-1)
cumsum_int32_dtype = str(cumsum_int32.dtype)
rows = position_ids.tolist()
