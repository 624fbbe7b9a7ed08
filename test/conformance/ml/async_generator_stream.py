# Streaming tokens from an async generator, collecting deltas until a stop token, with a timeout budget.
import asyncio

STOP = 2


async def stream_tokens(prompt_ids):
    for i, tok in enumerate(prompt_ids[::-1] + [STOP, 99]):
        await asyncio.sleep(0)
        yield i, tok


async def collect(prompt_ids, max_tokens):
    out = []
    async for i, tok in stream_tokens(prompt_ids):
        if tok == STOP or len(out) >= max_tokens:
            break
        out.append(tok)
    return out


async def main():
    results = await asyncio.gather(collect([5, 6, 7], 10), collect([8, 9, 10, 11], 2))
    squares = [tok * tok async for _, tok in stream_tokens([3])]
    return results, squares


results, squares = asyncio.run(main())
