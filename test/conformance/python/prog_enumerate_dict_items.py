prefs = {"theme": "dark", "lang": "en", "tabs": 4}
numbered = [f"{i}. {k}={v}" for i, (k, v) in enumerate(prefs.items(), 1)]
keys_only = [f"{i}:{k}" for i, k in enumerate(prefs)]
