values = [str(10), str(-0.0), str(1e100), str(2 ** 64), str(1.0), str(True), repr(1e-7), repr(123e18)]
