caesar = "".join(chr((ord(c) - ord("a") + 3) % 26 + ord("a")) for c in "xyzabc")
upper = [chr(ord("A") + i) for i in range(5)]
