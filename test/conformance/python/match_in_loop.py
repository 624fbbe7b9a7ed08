commands = ["go north", "look", "take lamp", "drop", "quit", "go south"]
log = []
for command in commands:
    match command.split():
        case ["go", direction]:
            log.append(("move", direction))
        case ["look"]:
            continue
        case ["take", item]:
            log.append(("take", item))
        case ["quit"]:
            break
        case _:
            log.append(("unknown", command))
    log.append("after")
i = 0
while True:
    i += 1
    match i:
        case 1 | 2:
            continue
        case 5:
            break
        case n:
            log.append(n)
