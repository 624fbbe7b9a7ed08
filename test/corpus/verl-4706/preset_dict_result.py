class FakeTokenizer:  # verl's own test tokenizer (tests/utils/test_rollout_trace_on_cpu.py)
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:  # the traced object: @rollout_trace_op wraps its async run()
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


agent_loop = ToolAgentLoop(FakeTokenizer())
result = {"prompt_ids": [1, 2], "response_ids": [3, 4]}
# What rollout_trace_op's wrapper does with token2text on, once the traced call has returned
# `result`: build the trace record that it hands to the weave or mlflow backend.
record = asyncio.run(add_token2text(agent_loop, result))
record_is_result = record is result
