worker = AgentLoopWorker()
worker.tokenizer = FakeHFTokenizer(pad_token_id=None)

# The three calls of AgentLoopWorker._agent_loop_postprocess (agent_loop.py lines 659-678)
prompt_output = worker._pad_token_ids(
    [],
    max_length=3,
    padding_side="left",
    return_attention_mask=True,
)
response_output = worker._pad_token_ids(
    [],
    max_length=2,
    padding_side="right",
    return_attention_mask=True,
)
response_mask_output = worker._pad_token_ids(
    [],
    max_length=2,
    padding_side="right",
    return_attention_mask=False,
)

# ... and what it does with them next (lines 685-687)
response_mask = response_mask_output["input_ids"] * response_output["attention_mask"]
attention_mask = torch.cat([prompt_output["attention_mask"], response_output["attention_mask"]], dim=1)
input_ids = torch.cat([prompt_output["input_ids"], response_output["input_ids"]], dim=1)
