results = [divmod(a, b) for a, b in [(17, 5), (-17, 5), (17, -5), (-17, -5)]]
fl = divmod(7.5, 2)
