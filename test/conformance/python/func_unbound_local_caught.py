x = 10


def show():
    try:
        print(x)
        x = 5
    except UnboundLocalError as e:
        return str(e)


msg = show()
