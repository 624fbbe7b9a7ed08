r = [round(2.675, 2), round(0.125, 2), round(0.375, 2), round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(2.5), round(3.5), round(-0.5), round(7, 0), round(7.0), round(7.0, 0), round(1e20, -5), round(5.5, -1), round(15.0, -1), round(25.0, -1)]
types = [type(x).__name__ for x in r]
s = [f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}", f"{0.125:.2f}", f"{2.675:.2f}", "%.0f" % 2.5, "%.1f" % 0.25, "%.2e" % 12345.0, format(1.005, ".2f")]
