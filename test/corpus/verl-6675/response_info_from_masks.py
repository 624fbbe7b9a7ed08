# Without precomputed lengths, _compute_response_info counts tokens from the attention mask:
# the last responses.shape[-1] columns are the response, the rest the prompt.
batch = DataProto({
    "responses": torch.zeros((2, 3), dtype=torch.long),
    "attention_mask": torch.tensor([[0, 1, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0]]),
})
info = _compute_response_info(batch)
prompt_length = info["prompt_length"].tolist()
response_length = info["response_length"].tolist()
try:
    metrics = dict(sorted(compute_timing_metrics(batch, {"gen": 0.5, "adv": 0.1}).items()))
except ZeroDivisionError as exc:
    failed = str(exc)
