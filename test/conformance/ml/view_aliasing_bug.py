# The aliasing bug PRs fix: a slice of input_ids is a view; masking it in place edits the batch too.
import torch

input_ids = torch.tensor([[1, 2, 3, 10, 11, 12], [4, 5, 6, 13, 14, 15]])
prompt_length = 3
responses = input_ids[:, prompt_length:]
responses[responses > 12] = 0
batch_after_bug = input_ids.clone()
shares = responses.data_ptr() == input_ids.data_ptr() + prompt_length * input_ids.element_size()
offset = responses.storage_offset()
contig = responses.is_contiguous()

fixed_ids = torch.tensor([[1, 2, 3, 10, 11, 12], [4, 5, 6, 13, 14, 15]])
safe = fixed_ids[:, prompt_length:].clone()
safe[safe > 12] = 0
untouched = fixed_ids.tolist()

t = torch.zeros(4)
first_two = t[:2]
first_two += 1
detached = t.detach()
detached[3] = 7.0
viewed = t.view(2, 2)
viewed[1, 0] = 5.0
final_t = t.tolist()
strides = (responses.stride(), viewed.stride())
