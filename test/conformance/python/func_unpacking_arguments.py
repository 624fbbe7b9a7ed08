args = [3, 6]
r = list(range(*args))


def parrot(voltage, state="a stiff", action="voom"):
    return f"{voltage}/{state}/{action}"


d = {"voltage": "four million", "state": "bleedin' demised", "action": "VOOM"}
s = parrot(**d)
t = parrot(*["x"], **{"action": "y"})
merged = {**d, "state": "ok"}
