import asyncio
class Tokenizer:
    def __init__(self):
        self.vocab = {1: "hel", 2: "lo", 3: "!"}
    def decode(self, ids):
        return "".join(self.vocab[i] for i in ids)
class AgentLoopOutput:
    def __init__(self, prompt_ids, response_ids):
        self.prompt_ids = prompt_ids
        self.response_ids = response_ids
        self.extra_fields = {}
class AgentLoop:
    def __init__(self):
        self.tokenizer = Tokenizer()
    async def add_token2text(self, result):
        loop = asyncio.get_running_loop()
        result.extra_fields["prompt_text"] = await loop.run_in_executor(None, self.tokenizer.decode, result.prompt_ids)
        result.extra_fields["response_text"] = await loop.run_in_executor(None, self.tokenizer.decode, result.response_ids)
        return result
    async def run(self, outputs):
        return await asyncio.gather(*[self.add_token2text(o) for o in outputs])
outs = [AgentLoopOutput([1, 2], [3]), AgentLoopOutput([2], [1, 3])]
results = asyncio.run(AgentLoop().run(outs))
texts = [o.extra_fields for o in outs]
