import asyncio


async def fetch_user(uid):
    await asyncio.sleep(0)
    return {"id": uid, "name": f"user{uid}"}


async def fetch_posts(user):
    await asyncio.sleep(0)
    return [f"{user['name']}-post{i}" for i in range(2)]


async def main():
    user = await fetch_user(7)
    posts = await fetch_posts(user)
    return user, posts


user, posts = asyncio.run(main())
