results = []
while True:
    try:
        x = int("three")
        break
    except ValueError:
        results.append("Oops!  That was no valid number.  Try again...")
        x = 3
        break
