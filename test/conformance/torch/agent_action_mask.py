# Invalid actions masked before choosing: argmax over masked logits, probabilities renormalised.
import torch

logits = torch.tensor([[0.3, 2.5, -1.0, 1.1], [1.0, 1.0, 0.2, 0.9]])
valid = torch.tensor([[True, False, True, True], [False, True, True, False]])
masked = torch.where(valid, logits, torch.full_like(logits, float("-inf")))
actions = masked.argmax(dim=-1)
probs = masked.softmax(dim=-1)
chosen_prob = probs.gather(1, actions.unsqueeze(1)).squeeze(1)
n_valid = valid.sum(dim=1)
uniform = valid.float() / n_valid.unsqueeze(1)
