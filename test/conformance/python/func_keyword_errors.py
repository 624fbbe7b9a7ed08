msgs = []


def parrot(voltage, state="a stiff"):
    return voltage


for call in range(4):
    try:
        if call == 0:
            parrot()
        elif call == 1:
            parrot(voltage=5.0, voltage2=1)
        elif call == 2:
            parrot(110, voltage=220)
        else:
            parrot(1, 2, 3)
    except TypeError as e:
        msgs.append(str(e))
