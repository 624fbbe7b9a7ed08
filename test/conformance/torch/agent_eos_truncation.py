# Cut each response at its first EOS token and build the response mask.
import torch

eos = 2
responses = torch.tensor([[5, 8, 2, 7, 7], [4, 4, 4, 4, 4], [2, 9, 9, 9, 9]])
is_eos = responses == eos
has_eos = is_eos.any(dim=1)
first_eos = torch.where(has_eos, is_eos.int().argmax(dim=1), torch.tensor(responses.shape[1]))
positions = torch.arange(responses.shape[1]).unsqueeze(0)
response_mask = (positions <= first_eos.unsqueeze(1)).long()
lengths = response_mask.sum(1)
clean = responses * response_mask
