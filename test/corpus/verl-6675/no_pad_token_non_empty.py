# Without a pad token the tokenizer refuses a non-empty sequence, before and after the fix alike.
worker = AgentLoopWorker()
worker.tokenizer = FakeHFTokenizer(pad_token_id=None)
try:
    worker._pad_token_ids([7, 8], max_length=4, padding_side="left", return_attention_mask=True)
    refused = "no"
except ValueError as exc:
    refused = str(exc)
empty = worker._pad_token_ids([], max_length=2, padding_side="left", return_attention_mask=False)
