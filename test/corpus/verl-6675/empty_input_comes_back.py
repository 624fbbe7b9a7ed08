# Before the fix, what pad() hands back for an empty sequence is the very dict _pad_token_ids
# built, holding the caller's own list, with an empty attention_mask added.
worker = AgentLoopWorker()
worker.tokenizer = FakeHFTokenizer(pad_token_id=0)
tokens = []
encoded = {"input_ids": tokens}
padded = worker.tokenizer.pad(encoded, padding="max_length", max_length=3, return_tensors="pt", return_attention_mask=True)
same_dict = padded is encoded
same_list = padded["input_ids"] is tokens
try:
    out = worker._pad_token_ids(tokens, max_length=3, padding_side="right", return_attention_mask=True)
    result = [out["input_ids"].tolist(), out["attention_mask"].tolist(), str(out["input_ids"].dtype)]
except AttributeError as exc:
    result = str(exc)
