# Finish reasons as an Enum, counted per batch, encoded as int codes in a tensor.
from collections import Counter
from enum import Enum, IntEnum

import torch


class FinishReason(str, Enum):
    STOP = "stop"
    LENGTH = "length"
    ABORT = "abort"


class Code(IntEnum):
    STOP = 0
    LENGTH = 1
    ABORT = 2


reasons = [FinishReason("stop"), FinishReason.LENGTH, FinishReason.STOP, FinishReason("abort"), FinishReason.STOP]
counts = Counter(r.value for r in reasons)
most = counts.most_common(1)
codes = torch.tensor([Code[r.name] for r in reasons])
truncated = (codes == Code.LENGTH).sum().item()
is_str = FinishReason.STOP == "stop"
names = [r.name for r in FinishReason]
code_sum = sum(Code)
frac_stop = (codes == int(Code.STOP)).float().mean().item()
lookup = {r: i for i, r in enumerate(FinishReason)}
try:
    FinishReason("eos")
except ValueError as e:
    err = str(e)
label = f"{FinishReason.LENGTH.value}:{Code.LENGTH}"
