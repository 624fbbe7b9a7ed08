# Tracing the same result twice. Before the fix the second record is the same dict again, and
# it already held the texts; after it, two independent records.
class FakeTokenizer:
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


agent_loop = ToolAgentLoop(FakeTokenizer())
output = AgentLoopOutput(prompt_ids=[5], response_ids=[6, 7], response_mask=[1, 1], metrics=AgentLoopMetrics())
first = asyncio.run(add_token2text(agent_loop, output))
output.response_ids.append(8)
second = asyncio.run(add_token2text(agent_loop, output))
same_record = first is second
texts = [first["response_text"], second["response_text"]]
