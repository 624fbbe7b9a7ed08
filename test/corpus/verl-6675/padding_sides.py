# Non-empty sequences on both sides, with and without a mask: the .dim() == 1 branch adds the
# batch dimension to the tokenizer's 1-D tensors.
worker = AgentLoopWorker()
worker.tokenizer = FakeHFTokenizer(pad_token_id=5)
left = worker._pad_token_ids([1, 2], max_length=4, padding_side="left", return_attention_mask=True)
right = worker._pad_token_ids([1, 2], max_length=4, padding_side="right", return_attention_mask=False)
exact = worker._pad_token_ids([1, 2, 3], max_length=3, padding_side="left", return_attention_mask=True)
side_after = worker.tokenizer.padding_side
dims = [left["input_ids"].dim(), right["input_ids"].dim(), exact["attention_mask"].dim()]
