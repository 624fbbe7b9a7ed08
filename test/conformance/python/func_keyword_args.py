def parrot(voltage, state="a stiff", action="voom", type="Norwegian Blue"):
    return f"{action} {voltage} {state} {type}"


calls = [
    parrot(1000),
    parrot(voltage=1000),
    parrot(voltage=1000000, action="VOOOOOM"),
    parrot(action="VOOOOOM", voltage=1000000),
    parrot("a million", "bereft of life", "jump"),
    parrot("a thousand", state="pushing up the daisies"),
]
