# Keyword-only parameters without defaults, as verl's AgentLoopWorker._pad_token_ids declares
# them (`def _pad_token_ids(self, tokens, *, max_length, padding_side, return_attention_mask)`).
def pad(tokens, *, max_length, side):
    return [tokens, max_length, side]


r = pad([1], max_length=3, side="left")
try:
    pad([1], 3, "left")
except TypeError as exc:
    positional = str(exc)
try:
    pad([1], max_length=3)
except TypeError as exc:
    missing = str(exc)
