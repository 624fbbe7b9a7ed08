# A leaked key reads like an attribute, but pydantic's __setattr__ refuses to assign it: it is
# not a field. The record before the fix is the __dict__, so it can still change it.
class FakeTokenizer:
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
record = asyncio.run(add_token2text(ToolAgentLoop(FakeTokenizer()), output))
leaked = getattr(output, "prompt_text", "absent")
try:
    output.prompt_text = "edited"
    refused = "no"
except ValueError as exc:
    refused = str(exc)
record["prompt_text"] = "edited through the record"
now = getattr(output, "prompt_text", "absent")
