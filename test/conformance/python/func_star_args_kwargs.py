def cheeseshop(kind, *arguments, **keywords):
    lines = ["-- Do you have any " + kind + "?"]
    for arg in arguments:
        lines.append(arg)
    lines.append("-" * 10)
    for kw in keywords:
        lines.append(kw + ": " + keywords[kw])
    return lines


out = cheeseshop("Limburger", "It's very runny, sir.", "It's really very, VERY runny, sir.", shopkeeper="Michael Palin", client="John Cleese")
