import asyncio


class Rollout:
    def __init__(self, prompts):
        self.prompts = prompts
        self.outputs = {}

    async def generate_one(self, idx, prompt):
        await asyncio.sleep(0)
        text = prompt.upper()
        self.outputs[idx] = {"prompt": prompt, "response": text, "length": len(text)}
        return idx

    async def generate_all(self):
        tasks = [asyncio.create_task(self.generate_one(i, p)) for i, p in enumerate(self.prompts)]
        done = await asyncio.gather(*tasks)
        return sorted(done)


r = Rollout(["hi", "how are you", ""])
order = asyncio.run(r.generate_all())
outputs = r.outputs
total = sum(o["length"] for o in outputs.values())
