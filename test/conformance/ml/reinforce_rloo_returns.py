# REINFORCE++ discounted returns (reversed loop, reset at eos) and RLOO leave-one-out baselines.
from collections import defaultdict

import torch


def reinforce_plus_plus_returns(token_level_rewards, response_mask, gamma):
    returns = torch.zeros_like(token_level_rewards)
    running_return = 0
    for t in reversed(range(token_level_rewards.shape[1])):
        running_return = token_level_rewards[:, t] + gamma * running_return
        returns[:, t] = running_return
        running_return = running_return * response_mask[:, t]
    return returns


def rloo(token_level_rewards, response_mask, index):
    scores = token_level_rewards.sum(dim=-1)
    id2score = defaultdict(list)
    id2mean = {}
    bsz = scores.shape[0]
    for i in range(bsz):
        id2score[index[i]].append(scores[i])
    for idx in id2score:
        if len(id2score[idx]) == 1:
            id2mean[idx] = torch.tensor(0.0)
        else:
            id2mean[idx] = torch.mean(torch.stack(id2score[idx]))
    for i in range(bsz):
        n = len(id2score[index[i]])
        if n > 1:
            scores[i] = scores[i] * n / (n - 1) - id2mean[index[i]] * n / (n - 1)
    return scores.unsqueeze(-1) * response_mask


rewards = torch.tensor([[0.0, 0.0, 1.0], [0.0, 2.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0], [1.0, 0.0, 0.0], [1.0, 1.0, 1.0]])
returns = reinforce_plus_plus_returns(rewards, mask, gamma=0.9)
returns1 = reinforce_plus_plus_returns(rewards, mask, gamma=1.0)
adv = rloo(rewards.clone(), mask, ["p", "p", "p", "q"])
zero_mean = [round(x, 6) for x in adv.sum(-1).tolist()]
r = repr(returns)
