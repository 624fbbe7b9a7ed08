# verl's pad_2d_list_to_length and pad_sequence_to_length over ragged token-id lists.
import torch
import torch.nn.functional as F


def pad_2d_list_to_length(response, pad_token_id, max_length=None):
    response_length = max(len(sub_list) for sub_list in response)
    target_length = max_length if max_length is not None and max_length > response_length else response_length
    padded_response = [tuple(sub_list) + (pad_token_id,) * (target_length - len(sub_list)) for sub_list in response]
    tensor = torch.tensor(padded_response)
    return tensor


def pad_sequence_to_length(tensors, max_seq_len, pad_token_id, left_pad=False):
    if tensors.shape[-1] >= max_seq_len:
        return tensors
    pad_tuple = (max_seq_len - tensors.shape[-1], 0) if left_pad else (0, max_seq_len - tensors.shape[-1])
    return F.pad(tensors, pad_tuple, "constant", pad_token_id)


ragged = [[1, 2, 3], [4], [5, 6]]
a = pad_2d_list_to_length(ragged, 0)
b = pad_2d_list_to_length(ragged, -1, max_length=5)
c = pad_sequence_to_length(a, 6, 0, left_pad=True)
d = pad_sequence_to_length(a, 2, 0)
same = d is a
e = pad_sequence_to_length(a.float(), 4, 0.5)
dtypes = [str(t.dtype) for t in (a, b, c, e)]
