# pad_sequence for variable-length responses; repeat_interleave to repeat prompts n times (GRPO).
import torch
from torch.nn.utils.rnn import pad_sequence

responses = [torch.tensor([11, 12, 13]), torch.tensor([14]), torch.tensor([15, 16])]
padded = pad_sequence(responses, batch_first=True, padding_value=0)
time_major = pad_sequence(responses)
left = pad_sequence(responses, batch_first=True, padding_side="left")
float_padded = pad_sequence([torch.tensor([0.5, 0.25]), torch.tensor([1.0])], batch_first=True, padding_value=-1.0)
prompts = torch.tensor([[1, 2], [3, 4]])
repeated = prompts.repeat_interleave(3, dim=0)
uid = torch.arange(2).repeat_interleave(3)
flat = torch.repeat_interleave(torch.tensor([7, 8]), 2)
by_counts = torch.tensor([5, 6, 7]).repeat_interleave(torch.tensor([2, 0, 1]))
