import asyncio


class AgentLoop:
    def __init__(self, max_turns):
        self.max_turns = max_turns
        self.history = []

    async def generate(self, prompt):
        await asyncio.sleep(0)
        return f"reply to {prompt}"

    async def run(self, prompts):
        outputs = []
        for turn, prompt in enumerate(prompts):
            if turn >= self.max_turns:
                break
            reply = await self.generate(prompt)
            self.history.append((prompt, reply))
            outputs.append(reply)
        return {"turns": len(outputs), "outputs": outputs}


async def run_all():
    loops = [AgentLoop(2), AgentLoop(1)]
    return await asyncio.gather(*(l.run(["a", "b", "c"]) for l in loops))


results = asyncio.run(run_all())
