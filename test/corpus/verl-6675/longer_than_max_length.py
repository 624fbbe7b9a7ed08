# Hugging Face's pad() never truncates: a sequence longer than max_length comes back at its own
# length, in both versions (the PR is about empty sequences only).
worker = AgentLoopWorker()
worker.tokenizer = FakeHFTokenizer(pad_token_id=0)
out = worker._pad_token_ids([1, 2, 3, 4, 5], max_length=3, padding_side="right", return_attention_mask=True)
shape = list(out["input_ids"].shape)
ids = out["input_ids"].tolist()
mask = out["attention_mask"].tolist()
