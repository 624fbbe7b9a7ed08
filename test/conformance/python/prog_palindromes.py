def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]


phrases = ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "Was it a cat I saw?"]
results = {p: is_palindrome(p) for p in phrases}
