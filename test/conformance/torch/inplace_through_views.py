# In-place ops on a slice write into the original tensor: the aliasing PRs get wrong.
import torch

scores = torch.zeros(2, 4)
first = scores[0]
first.add_(1.0)
scores[1, 1:3].mul_(0).add_(3.0)
tail = scores[:, -1]
tail.copy_(torch.tensor([7.0, 8.0]))
scores.clamp_(max=5.0)
clone = scores.clone()
clone.zero_()
detached = scores.detach()
detached[0, 0] = -1.0
after = scores.tolist()
clone_after = clone.tolist()
