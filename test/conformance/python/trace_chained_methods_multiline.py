text = "  Hello World  "
result = (
    text.strip()
    .lower()
    .replace("world", "there")
)
