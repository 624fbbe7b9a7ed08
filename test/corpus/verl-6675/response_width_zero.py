# A batch whose responses are zero columns wide: response_length is 0, and [:, :-0] is [:, :0],
# so the prompt mask is empty and the "response" mask is the whole attention mask.
batch = DataProto({
    "responses": torch.zeros((1, 0), dtype=torch.long),
    "attention_mask": torch.tensor([[1, 1, 1]]),
})
info = _compute_response_info(batch)
prompt_length = info["prompt_length"].tolist()
response_length = info["response_length"].tolist()
