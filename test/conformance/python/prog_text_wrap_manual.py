text = "The quick brown fox jumps over the lazy dog and keeps running far away"
width = 20
lines, current = [], ""
for word in text.split():
    if current and len(current) + 1 + len(word) > width:
        lines.append(current)
        current = word
    else:
        current = f"{current} {word}" if current else word
lines.append(current)
longest = max(len(l) for l in lines)
