# A padding bug: responses of different lengths stacked without padding; the error message exactly.
import torch

responses = [torch.tensor([1, 2, 3]), torch.tensor([4, 5])]
try:
    torch.stack(responses)
except RuntimeError as e:
    stack_err = str(e)
try:
    torch.tensor([[1, 2, 3], [4, 5]])
except ValueError as e:
    ragged_err = str(e)
mask = torch.ones(2, 3)
scores = torch.ones(2, 4)
try:
    mask * scores
except RuntimeError as e:
    mul_err = str(e)
try:
    scores.view(3, 3)
except RuntimeError as e:
    view_err = str(e)
try:
    torch.cat([mask, scores], dim=0)
except RuntimeError as e:
    cat_err = str(e)
lengths = [len(r) for r in responses]
padded = torch.nn.utils.rnn.pad_sequence(responses, batch_first=True, padding_value=0)
bad = padded[:, :4] + torch.zeros(2, 4)
